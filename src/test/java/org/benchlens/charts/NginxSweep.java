package org.benchlens.charts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * The nginx sweep of the sample data (2, 4 and 8 PostgREST behind nginx), imported into an H2 store
 * as a user would, and its figures read straight from the sample's text, to hold charts against.
 */
final class NginxSweep {

    static final Path FOLDER = Path.of("sample-data", "postgrest-nginx-sweep");
    private static final Pattern LINE = Pattern.compile("(\\d+), *([0-9.]+|X), *([0-9.]+)/s");

    private NginxSweep() {
    }

    /** Every run of the three files, with their measurements. */
    static List<RunContent> runs() {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, FOLDER);
            List<RunContent> runs = new ArrayList<>();
            for (RunResult result : ImportHarness.results(store)) {
                runs.add(RunContent.of(result, List.of(), List.of()));
            }
            return runs;
        }
    }

    static List<RunContent> scenario(List<RunContent> runs, String scenario) {
        return runs.stream().filter(r -> scenario.equals(r.run().attribute("scenario"))).toList();
    }

    /** VUs → {rate/s, failed %} of one scenario block of one file, as the sample writes them. */
    static Map<Double, double[]> figures(String deployment, String scenario) throws IOException {
        List<String> lines = Files.readAllLines(FOLDER.resolve("m5a.4xlarge-" + deployment + ".txt"));
        Map<Double, double[]> figures = new LinkedHashMap<>();
        int start = lines.indexOf(scenario);
        for (int i = start + 1; i < lines.size() && !lines.get(i).isBlank(); i++) {
            Matcher m = LINE.matcher(lines.get(i));
            if (!m.matches()) {
                throw new IllegalStateException("unexpected sample line " + lines.get(i));
            }
            double failed = m.group(2).equals("X") ? Double.NaN : Double.parseDouble(m.group(2));
            figures.put(Double.parseDouble(m.group(1)), new double[] {Double.parseDouble(m.group(3)), failed});
        }
        return figures;
    }
}
