package org.benchlens.export;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;
import org.HdrHistogram.Histogram;

import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Counted;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunSummary;
import org.benchlens.model.Series;
import org.benchlens.model.Steps;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.model.VisibleText;

/** Writes the list of runs, and one run with everything it measured, as table, CSV or JSON. */
public final class RunWriter {

    private static final int ATTRIBUTES_WIDTH = 70;

    private RunWriter() {
    }

    /** The runs as they are, without what they measured (the CSV lists only this). */
    public static void writeList(List<Run> runs, TableFormat format, PrintWriter out) {
        write(runs.stream().map(run -> new RunSummary(run, null, null)).toList(), false, format, out);
    }

    /**
     * The list with each run's headline throughput where it has one, in its unit word and marked
     * {@code ✗ 100 % failed} where more of its requests failed than the standard rule allows (decision 0110).
     */
    public static void writeSummaries(List<RunSummary> listed, TableFormat format, PrintWriter out) {
        write(listed, listed.stream().anyMatch(summary -> summary.throughput() != null), format, out);
    }

    private static void write(List<RunSummary> listed, boolean headlines, TableFormat format, PrintWriter out) {
        List<Run> runs = listed.stream().map(RunSummary::run).toList();
        switch (format) {
            case JSON -> Documents.json(out, json -> {
                json.writeStartArray();
                for (RunSummary summary : listed) {
                    writeRun(json, summary.run());
                    if (headlines) {
                        writeHeadline(json, summary.run(), summary.throughput(), summary.errorRate());
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
            });
            case CSV -> Documents.csv(out, List.of("id", "format", "name", "started", "attributes", "tags", "source"),
                    runs.stream().map(run -> List.of(Long.toString(run.id()), run.format(), run.name(),
                            time(run.startedAt()), run.attributes().toString(), String.join(" ", run.tags()),
                            nullToEmpty(run.sourceFile()))).toList());
            case TABLE -> {
                List<String> headers = new ArrayList<>(List.of("id", "format", "name", "started", "attributes", "tags"));
                if (headlines) {
                    headers.add("throughput");
                }
                TextTable table = new TextTable(headers);
                for (RunSummary summary : listed) {
                    Run run = summary.run();
                    List<String> cells = new ArrayList<>(List.of(Long.toString(run.id()), run.format(), run.name(),
                            time(run.startedAt()), abbreviate(run.attributes().toString()),
                            String.join(" ", run.tags())));
                    if (headlines) {
                        cells.add(headline(run, summary.throughput(), summary.errorRate()));
                    }
                    table.add(cells);
                }
                table.print(out);
                out.println(Counted.runs(runs.size()));
            }
            default -> throw new IllegalArgumentException("runs are written as table, csv or json, not " + format);
        }
        out.flush();
    }

    public static void writeRun(Run run, List<Measurement> measurements, List<Series> series,
                                List<LatencyHistogram> histograms, TableFormat format, PrintWriter out) {
        switch (format) {
            case JSON -> Documents.json(out, json -> {
                writeRun(json, run);
                json.writeArrayFieldStart("measurements");
                for (Measurement m : measurements) {
                    json.writeStartObject();
                    json.writeStringField("step", m.step());
                    json.writeStringField("metric", m.metric());
                    json.writeNumberField("value", m.value());
                    json.writeStringField("unit", m.unit());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("series");
                for (Series s : series) {
                    json.writeStartObject();
                    json.writeStringField("step", s.step());
                    json.writeStringField("metric", s.metric());
                    json.writeStringField("unit", s.unit());
                    json.writeArrayFieldStart("points");
                    for (var point : s.points()) {
                        json.writeStartArray();
                        json.writeNumber(point.epochSecond());
                        json.writeNumber(point.value());
                        json.writeEndArray();
                    }
                    json.writeEndArray();
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("histograms");
                for (LatencyHistogram h : histograms) {
                    Histogram micros = h.decode();
                    json.writeStartObject();
                    json.writeStringField("step", h.step());
                    json.writeStringField("metric", h.metric());
                    json.writeNumberField("count", micros.getTotalCount());
                    json.writeNumberField("p50", micros.getValueAtPercentile(50) / 1000.0);
                    json.writeNumberField("p99", micros.getValueAtPercentile(99) / 1000.0);
                    json.writeNumberField("p99.9", micros.getValueAtPercentile(99.9) / 1000.0);
                    json.writeNumberField("max", micros.getMaxValue() / 1000.0);
                    json.writeStringField("unit", "ms");
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            });
            case CSV -> Documents.csv(out, List.of("step", "metric", "value", "unit"), measurements.stream()
                    .map(m -> List.of(m.step(), m.metric(), Numbers.exact(m.value()), m.unit())).toList());
            case TABLE -> {
                out.println("run " + run.id() + ": " + VisibleText.of(run.name()));
                out.println("  format:   " + VisibleText.of(run.format()));
                out.println("  source:   " + VisibleText.of(nullToEmpty(run.sourceFile())));
                if (run.startedAt() != null) {
                    out.println("  started:  " + time(run.startedAt())
                            + (run.endedAt() == null ? "" : "  ended: " + time(run.endedAt())));
                }
                run.attributes().values().forEach((k, v) -> out.println("  " + VisibleText.of(k) + " = "
                        + VisibleText.of(v)));
                if (!run.tags().isEmpty()) {
                    out.println("  tags:     " + VisibleText.of(String.join(" ", run.tags())));
                }
                out.println();
                TextTable table = new TextTable(List.of("step", "metric", "value", "unit"));
                for (Measurement m : measurements) {
                    table.add(List.of(m.step(), m.metric(), Numbers.format(m.value()), m.unit()));
                }
                table.print(out);
                if (!series.isEmpty()) {
                    out.println();
                    series.forEach(s -> out.println("series " + VisibleText.of(s.step() + " " + s.metric()) + ": "
                            + s.points().size() + " seconds"));
                }
            }
            default -> throw new IllegalArgumentException("a run is written as table, csv or json, not " + format);
        }
        out.flush();
    }

    /** "11434.26 req/s ✗ 100 % failed", "243800 inserts/s (l.i1)"; empty without a throughput. */
    static String headline(Run run, Measurement throughput, Double errorRate) {
        if (throughput == null) {
            return "";
        }
        return Numbers.format(throughput.value()) + " " + ThroughputUnit.of(run, throughput.step())
                + (throughput.step().equals(Steps.TOTAL) ? "" : " (" + throughput.step() + ")")
                + (FailureRule.STANDARD.failed(errorRate) ? " " + FailureRule.mark(errorRate) : "");
    }

    private static void writeHeadline(JsonGenerator json, Run run, Measurement throughput, Double errorRate)
            throws IOException {
        if (throughput == null) {
            json.writeNullField("throughput");
            return;
        }
        json.writeObjectFieldStart("throughput");
        json.writeStringField("step", throughput.step());
        json.writeNumberField("value", throughput.value());
        json.writeStringField("unit", ThroughputUnit.of(run, throughput.step()));
        if (errorRate == null) {
            json.writeNullField("errorRate");
        } else {
            json.writeNumberField("errorRate", errorRate);
        }
        json.writeBooleanField("failed", FailureRule.STANDARD.failed(errorRate));
        json.writeEndObject();
    }

    /** Opens the run's JSON object and writes its header fields; the caller closes it. */
    private static void writeRun(JsonGenerator json, Run run) throws IOException {
        json.writeStartObject();
        json.writeNumberField("id", run.id());
        json.writeStringField("format", run.format());
        json.writeStringField("name", run.name());
        json.writeStringField("source", run.sourceFile());
        json.writeStringField("sha256", run.sourceHash());
        json.writeStringField("startedAt", run.startedAt() == null ? null : run.startedAt().toString());
        json.writeStringField("endedAt", run.endedAt() == null ? null : run.endedAt().toString());
        json.writeStringField("importedAt", run.importedAt() == null ? null : run.importedAt().toString());
        json.writeObjectFieldStart("attributes");
        for (var attribute : run.attributes().values().entrySet()) {
            json.writeStringField(attribute.getKey(), attribute.getValue());
        }
        json.writeEndObject();
        json.writeArrayFieldStart("tags");
        for (String tag : run.tags()) {
            json.writeString(tag);
        }
        json.writeEndArray();
    }

    private static String time(Instant instant) {
        return instant == null ? "" : instant.toString();
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }

    private static String abbreviate(String text) {
        return text.length() <= ATTRIBUTES_WIDTH ? text : text.substring(0, ATTRIBUTES_WIDTH - 3) + "...";
    }
}
