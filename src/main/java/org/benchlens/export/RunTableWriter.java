package org.benchlens.export;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.benchlens.analysis.UnitWords;
import org.benchlens.model.Counted;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.model.VisibleText;

/**
 * The runs list as File ▸ Export table… writes it: each run with its attributes and its whole-run
 * measurements under the normalised names that some run has ({@code throughput (/s)}, {@code latency.avg (ms)},
 * …), and the scope the runs were chosen by, so the file says what it holds.
 */
public final class RunTableWriter {

    private RunTableWriter() {
    }

    /** @param scope how the runs were chosen, such as "the main window's filter: workload=cached" */
    public static void write(List<RunResult> runs, String scope, TableFormat format, PrintWriter out) {
        Map<String, String> units = measured(runs);
        switch (format) {
            case CSV -> {
                List<String> headers = new ArrayList<>(List.of("id", "format", "name", "attributes", "tags", "source"));
                units.forEach((metric, unit) -> headers.add(UnitWords.of(unit).isEmpty() ? metric
                        : metric + " (" + UnitWords.of(unit) + ")"));
                List<List<String>> rows = new ArrayList<>();
                for (RunResult result : runs) {
                    Run run = result.run();
                    List<String> row = new ArrayList<>(List.of(Long.toString(run.id()), run.format(), run.name(),
                            run.attributes().toString(), String.join(" ", run.tags()),
                            run.sourceFile() == null ? "" : run.sourceFile()));
                    units.keySet().forEach(metric -> row.add(total(result, metric)
                            .map(m -> Numbers.exact(m.value())).orElse("")));
                    rows.add(row);
                }
                out.print("# " + Counted.runs(runs.size()) + ": " + VisibleText.of(scope) + "\r\n");
                Documents.csv(out, headers, rows);
            }
            case JSON -> Documents.json(out, json -> {
                json.writeStartObject();
                json.writeStringField("scope", scope);
                json.writeObjectFieldStart("units");
                for (var unit : units.entrySet()) {
                    json.writeStringField(unit.getKey(), unit.getValue());
                }
                json.writeEndObject();
                json.writeArrayFieldStart("runs");
                for (RunResult result : runs) {
                    Run run = result.run();
                    json.writeStartObject();
                    json.writeNumberField("id", run.id());
                    json.writeStringField("format", run.format());
                    json.writeStringField("name", run.name());
                    json.writeStringField("source", run.sourceFile());
                    json.writeObjectFieldStart("attributes");
                    for (var attribute : run.attributes().values().entrySet()) {
                        json.writeStringField(attribute.getKey(), attribute.getValue());
                    }
                    json.writeEndObject();
                    json.writeObjectFieldStart("total");
                    for (String metric : units.keySet()) {
                        Optional<Measurement> m = total(result, metric);
                        if (m.isPresent()) {
                            json.writeNumberField(metric, m.get().value());
                        }
                    }
                    json.writeEndObject();
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            });
            default -> throw new IllegalArgumentException("the runs list is written as csv or json, not " + format);
        }
        out.flush();
    }

    /** The normalised metrics some run measured over the whole run, in their usual order, with their units. */
    private static Map<String, String> measured(List<RunResult> runs) {
        Map<String, String> units = new LinkedHashMap<>();
        for (String metric : Metrics.NORMALISED) {
            runs.stream().map(result -> total(result, metric)).flatMap(Optional::stream).findFirst()
                    .ifPresent(m -> units.put(metric, m.unit()));
        }
        return units;
    }

    private static Optional<Measurement> total(RunResult result, String metric) {
        return result.find(Steps.TOTAL, metric);
    }
}
