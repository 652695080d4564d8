package org.benchlens.imports.hyperfine;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LocatedJson;
import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * hyperfine's {@code --export-json}: one run a file, a step a benchmarked command (its {@code -n} name
 * when it has one), with hyperfine's statistics of the wall-clock times in seconds under its own names and
 * in milliseconds as BenchLens' latencies, the runs' times as the step's histogram, and the exit codes
 * (decision 0161).
 */
public final class HyperfineImporter implements Importer {

    static final String FORMAT = "hyperfine";
    static final String HISTOGRAM = "latency";
    static final List<String> STATISTICS = List.of("mean", "stddev", "median", "user", "system", "min", "max");
    private static final List<String> FIELDS = List.of("results", "command", "mean", "stddev", "user", "system");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "hyperfine --export-json";
    }

    /** A JSON object whose first bytes name the fields of hyperfine's results. */
    @Override
    public boolean detect(Peek peek) {
        return peek.isJsonObjectNaming(FIELDS);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocatedJson root = LocatedJson.read(source);
        RunDraft draft = new RunDraft(FORMAT, "");
        HyperfineSteps steps = new HyperfineSteps(draft, context);
        List<LocatedJson> results = root.require("results", "hyperfine's JSON export").elements("results");
        for (int i = 0; i < results.size(); i++) {
            LocatedJson result = results.get(i);
            String command = result.require("command", "a result of hyperfine").text("the command");
            result(draft, steps, steps.step("result " + (i + 1), command), result);
        }
        draft.attribute(AttributeKeys.TOOL, FORMAT);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        context.emitNamed(List.of(draft), Texts.fileStem(source.path()));
    }

    private static void result(RunDraft draft, HyperfineSteps steps, String step, LocatedJson result)
            throws ImportFailure {
        for (String statistic : STATISTICS) {
            OptionalDouble seconds = seconds(result, statistic);
            if (seconds.isPresent()) {
                steps.statistic(step, statistic, seconds.getAsDouble());
            }
        }
        Optional<LocatedJson> times = result.field("times");
        if (times.isPresent()) {
            List<LocatedJson> values = times.get().elements("times");
            draft.measure(step, "runs", values.size(), Units.COUNT);
            draft.histogram(LatencyHistogram.of(step, HISTOGRAM, micros(values)));
        }
        Optional<LocatedJson> exitCodes = result.field("exit_codes");
        if (exitCodes.isPresent()) {
            List<LocatedJson> codes = exitCodes.get().elements("exit_codes");
            long failed = 0;
            for (LocatedJson code : codes) {
                // null where the system gave no exit code (a signal outside Unix)
                if (code.isNull() || code.count("an exit code") != 0) {
                    failed++;
                }
            }
            draft.measure(step, Metrics.OPERATIONS, codes.size(), Units.COUNT);
            draft.measure(step, Metrics.ERRORS, failed, Units.COUNT);
            draft.measure(step, Metrics.ERRORS_RATE, codes.isEmpty() ? 0 : (double) failed / codes.size(), Units.RATIO);
        } else if (times.isPresent()) {
            // hyperfine before 1.11 wrote no exit codes: its runs, and no word on failures
            draft.measure(step, Metrics.OPERATIONS, times.get().elements("times").size(), Units.COUNT);
        }
        parameters(steps, step, result);
    }

    /**
     * Numeric parameter values as {@code parameter.<name>} of the step ({@code parameter} alone for
     * hyperfine 1.6 to 1.10, which wrote one unnamed {@code "parameter"}, a number until 1.8).
     */
    private static void parameters(HyperfineSteps steps, String step, LocatedJson result) throws ImportFailure {
        Optional<LocatedJson> parameters = result.field("parameters");
        if (parameters.isPresent()) {
            for (Map.Entry<String, LocatedJson> p : parameters.get().fields("parameters").entrySet()) {
                steps.parameter(step, "parameter." + p.getKey(), numeric(p.getValue()));
            }
        }
        Optional<LocatedJson> single = result.field("parameter");
        if (single.isPresent()) {
            steps.parameter(step, "parameter", numeric(single.get()));
        }
    }

    private static OptionalDouble numeric(LocatedJson value) {
        try {
            return value.optionalNumber("a parameter value");
        } catch (ImportFailure text) {
            // a value such as a compiler's name is no figure
            return OptionalDouble.empty();
        }
    }

    private static OptionalDouble seconds(LocatedJson result, String field) throws ImportFailure {
        Optional<LocatedJson> value = result.field(field);
        // stddev is null when a command ran once (hyperfine 1.13 and later)
        return value.isEmpty() ? OptionalDouble.empty() : value.get().optionalNumber(field + " (seconds)");
    }

    private static Histogram micros(List<LocatedJson> times) throws ImportFailure {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        for (LocatedJson time : times) {
            double seconds = time.number("a time in seconds");
            if (seconds < 0) {
                throw time.failure("expected a time of at least 0 seconds, found " + seconds);
            }
            micros.recordValue(Math.max(1, Math.round(seconds * 1_000_000)));
        }
        return micros;
    }
}
