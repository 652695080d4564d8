package org.benchlens.imports.benchbase;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * BenchBase's (OLTPBench's) {@code <benchmark>_<time>.summary.json}, written by {@code ResultWriter.writeSummary}:
 * one run, its throughput the goodput (the run's successful transactions over the measured time, decisions 0172 and
 * 0183), the measured transactions as operations, the latency distribution (µs) in ms, the DBMS, benchmark,
 * isolation, scale factor and terminals as attributes.
 */
public final class BenchBaseSummaryImporter implements Importer {

    static final String FORMAT = "benchbase-summary";
    private static final String WHAT = "BenchBase's summary";
    private static final String LATENCIES = "Latency Distribution";
    private static final String THROUGHPUT = "Throughput (requests/second)";
    private static final String GOODPUT = "Goodput (requests/second)";
    private static final String MEASURED = "Measured Requests";
    /** The latency distribution's fields, without " Latency (microseconds)", and their normalised names. */
    private static final Map<String, String> LATENCY_METRICS = Map.of("Minimum", Metrics.LATENCY_MIN,
            "25th Percentile", "latency.p25", "Median", Metrics.LATENCY_MED, "Average", Metrics.LATENCY_AVG,
            "75th Percentile", "latency.p75", "90th Percentile", Metrics.LATENCY_P90,
            "95th Percentile", Metrics.LATENCY_P95, "99th Percentile", Metrics.LATENCY_P99,
            "Maximum", Metrics.LATENCY_MAX);
    private static final String LATENCY_SUFFIX = " Latency (microseconds)";
    /** Text fields and the attribute each gives. */
    private static final Map<String, String> ATTRIBUTES = Map.of("DBMS Type", AttributeKeys.DBMS,
            "DBMS Version", AttributeKeys.VERSION, "Benchmark Type", AttributeKeys.WORKLOAD,
            "isolation", "isolation", "scalefactor", "scalefactor", "terminals", AttributeKeys.VUS);

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "BenchBase .summary.json";
    }

    /** A JSON object naming BenchBase's latency distribution and its throughput. */
    @Override
    public boolean detect(Peek peek) {
        return peek.isJsonObjectNaming(List.of(LATENCIES, THROUGHPUT));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocatedJson summary = LocatedJson.read(source);
        summary.fields(WHAT);
        RunDraft draft = new RunDraft(FORMAT, "");
        double throughput = number(summary, THROUGHPUT);
        draft.measure(Steps.TOTAL, THROUGHPUT, throughput, Units.PER_SECOND);
        OptionalDouble goodput = optional(summary, GOODPUT);
        if (goodput.isPresent()) {
            draft.measure(Steps.TOTAL, GOODPUT, goodput.getAsDouble(), Units.PER_SECOND);
            draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, goodput.getAsDouble(), Units.PER_SECOND);
            draft.attribute(AttributeKeys.THROUGHPUT_SOURCE, GOODPUT);
        } else {
            // BenchBase of December 2021 wrote only the rate of every measured transaction
            draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, throughput, Units.PER_SECOND);
            draft.attribute(AttributeKeys.THROUGHPUT_SOURCE, THROUGHPUT + ", failed transactions included");
            context.note(source.path().getFileName() + ": no \"" + GOODPUT + "\" (BenchBase before 2022), so the"
                    + " throughput counts every measured transaction, failed ones too");
        }
        OptionalDouble seconds = optional(summary, "Elapsed Time (nanoseconds)");
        if (seconds.isPresent()) {
            draft.measure(Steps.TOTAL, Metrics.DURATION, seconds.getAsDouble() / 1e9, Units.SECONDS);
        }
        measured(summary, draft);
        if (goodput.isPresent() && goodput.getAsDouble() > throughput) {
            context.note(source.path().getFileName() + ": its goodput (" + perSecond(goodput.getAsDouble())
                    + ") is above its throughput (" + perSecond(throughput) + "): BenchBase counts the successes of"
                    + " the whole run, warm-up and transactions ending after the timer too, over the measured time");
        }
        LocatedJson latencies = summary.require(LATENCIES, WHAT);
        for (Map.Entry<String, LocatedJson> entry : latencies.fields("the \"" + LATENCIES + "\" of " + WHAT).entrySet()) {
            String metric = latencyMetric(entry.getKey());
            OptionalDouble micros = entry.getValue().optionalNumber("\"" + entry.getKey() + "\" of " + WHAT);
            if (metric != null && micros.isPresent()) {
                draft.measure(Steps.TOTAL, metric, micros.getAsDouble() / 1000, Units.MILLISECONDS);
            } else if (metric == null) {
                context.note(source.path().getFileName() + ": \"" + entry.getKey() + "\" in the " + LATENCIES
                        + " is not one BenchLens knows; left out");
            }
        }
        attributes(summary, draft);
        times(summary, draft, seconds);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()).replaceFirst("\\.summary$", ""));
    }

    /**
     * The measured transactions, whatever their outcome. The summary cannot say how many failed: its goodput counts
     * the successes of the whole run, warm-up and the transactions that ended after the timer too (decision 0183).
     */
    private static void measured(LocatedJson summary, RunDraft draft) throws ImportFailure {
        Optional<LocatedJson> measured = summary.field(MEASURED);
        if (measured.isPresent()) {
            long requests = measured.get().count("\"" + MEASURED + "\" of " + WHAT);
            draft.measure(Steps.TOTAL, MEASURED, requests, Units.COUNT);
            draft.measure(Steps.TOTAL, Metrics.OPERATIONS, requests, Units.COUNT);
        }
    }

    private static String perSecond(double rate) {
        return String.format(Locale.ROOT, "%.2f/s", rate);
    }

    private static String latencyMetric(String field) {
        return field.endsWith(LATENCY_SUFFIX)
                ? LATENCY_METRICS.get(field.substring(0, field.length() - LATENCY_SUFFIX.length())) : null;
    }

    private static void attributes(LocatedJson summary, RunDraft draft) throws ImportFailure {
        for (Map.Entry<String, String> attribute : ATTRIBUTES.entrySet()) {
            Optional<LocatedJson> value = summary.field(attribute.getKey()).filter(v -> !v.isNull());
            if (value.isPresent()) {
                String text = value.get().text("\"" + attribute.getKey() + "\" of " + WHAT).strip();
                if (!text.isEmpty()) {
                    draft.attribute(attribute.getValue(), text);
                }
            }
        }
        String terminals = draft.attributes().values().get(AttributeKeys.VUS);
        if (terminals != null && terminals.matches("\\d+")) {
            draft.measure(Steps.TOTAL, Metrics.VUS_MAX, Double.parseDouble(terminals), Units.COUNT);
        }
        draft.attribute(AttributeKeys.TOOL, "benchbase");
        Optional<LocatedJson> state = summary.field("Final State").filter(v -> !v.isNull());
        String status = AttributeKeys.STATUS_UNKNOWN;
        if (state.isPresent()) {
            String text = state.get().text("\"Final State\" of " + WHAT);
            draft.attribute("benchbase.state", text);
            status = text.equals("ERROR") ? AttributeKeys.STATUS_ABORTED : AttributeKeys.STATUS_COMPLETED;
        }
        draft.attribute(AttributeKeys.STATUS, status);
    }

    /**
     * The start (written from BenchBase 2023 on) and the time the summary was written, which is the end: older
     * summaries give only that, and the start is it less the elapsed time.
     */
    private static void times(LocatedJson summary, RunDraft draft, OptionalDouble seconds) throws ImportFailure {
        OptionalDouble start = optional(summary, "Start timestamp (milliseconds)");
        OptionalDouble written = optional(summary, "Current Timestamp (milliseconds)");
        if (written.isPresent()) {
            draft.endedAt(Instant.ofEpochMilli((long) written.getAsDouble()));
        }
        if (start.isPresent()) {
            draft.startedAt(Instant.ofEpochMilli((long) start.getAsDouble()));
        } else if (written.isPresent() && seconds.isPresent()) {
            draft.startedAt(Instant.ofEpochMilli((long) written.getAsDouble())
                    .minusNanos((long) seconds.getAsDouble()));
        }
    }

    private static double number(LocatedJson summary, String field) throws ImportFailure {
        return summary.require(field, WHAT).number("\"" + field + "\" of " + WHAT);
    }

    private static OptionalDouble optional(LocatedJson summary, String field) throws ImportFailure {
        Optional<LocatedJson> value = summary.field(field);
        return value.isPresent() ? value.get().optionalNumber("\"" + field + "\" of " + WHAT) : OptionalDouble.empty();
    }
}
