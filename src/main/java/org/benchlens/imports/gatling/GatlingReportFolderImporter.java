package org.benchlens.imports.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.BufferedContext;
import org.benchlens.imports.FolderImporter;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunDraft;

/**
 * A Gatling report folder before 3.14: its text {@code simulation.log} (until 3.9) and its {@code js/} statistics
 * are one test, so they are one run. The log gives the run's times, simulation, scenarios and users, a step for
 * every request (where {@code global_stats.json} has all requests only) and the series a second; the statistics
 * give Gatling's own figures, which are kept where both measure a step (its percentiles are not the log's
 * interpolated ones).
 */
public final class GatlingReportFolderImporter implements FolderImporter {

    private static final String LOG = "simulation.log";

    private final GatlingLogImporter log = new GatlingLogImporter();
    private final GatlingJsFolderImporter statistics = new GatlingJsFolderImporter();

    @Override
    public String format() {
        return GatlingStatsImporter.FORMAT;
    }

    /** The text log and the js/ folder's statistics files, when the folder holds both. */
    @Override
    public List<Path> claim(Path folder) throws IOException {
        Path logFile = folder.resolve(LOG);
        if (!Files.isRegularFile(logFile) || !log.detect(ImportSource.of(logFile).peek())
                || !Files.isDirectory(folder.resolve("js"))) {
            return List.of();
        }
        List<Path> stats = statistics.statisticsFiles(folder.resolve("js"));
        if (stats.isEmpty()) {
            return List.of();
        }
        List<Path> claimed = new ArrayList<>(List.of(logFile));
        claimed.addAll(stats);
        return claimed;
    }

    @Override
    public void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure {
        BufferedContext fromLog = new BufferedContext(context);
        try {
            log.read(ImportSource.of(claimed.get(0)), fromLog);
        } catch (ImportFailure e) {
            throw new ImportFailure(e.line(), e.column(), LOG + ": " + e.getMessage(), e);
        }
        BufferedContext fromStatistics = new BufferedContext(context);
        List<Path> stats = claimed.subList(1, claimed.size());
        statistics.readMostComplete(stats, fromStatistics);
        String name = folder.getFileName() == null ? fromLog.runs().get(0).name() : folder.getFileName().toString();
        context.emit(merged(fromLog.runs().get(0), fromStatistics.runs().get(0)).name(name));
        context.note(LOG + " and js/" + stats.get(0).getFileName() + " are one test: one run, with Gatling's own"
                + " figures from js/" + stats.get(0).getFileName() + " and the log's requests, times and series");
    }

    /** The log's run with the statistics' figures over its own, and the statistics' attributes (percentile levels). */
    private static RunDraft merged(RunDraft fromLog, RunDraft fromStatistics) {
        RunDraft run = new RunDraft(GatlingStatsImporter.FORMAT, fromLog.name()).startedAt(fromLog.startedAt())
                .endedAt(fromLog.endedAt()).attributes(fromLog.attributes()).attributes(fromStatistics.attributes());
        for (List<Measurement> figures : List.of(fromLog.measurements(), fromStatistics.measurements())) {
            figures.forEach(m -> run.measure(m.step(), m.metric(), m.value(), m.unit()));
        }
        fromLog.series().forEach(run::series);
        fromLog.histograms().forEach(run::histogram);
        fromLog.tags().forEach(run::tag);
        return run;
    }
}
