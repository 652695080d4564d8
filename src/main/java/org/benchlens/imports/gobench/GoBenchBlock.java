package org.benchlens.imports.gobench;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.Quantities;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The benchmarks of one package block of {@code go test -bench} output, as they are read: each benchmark's
 * results by unit over its repetitions ({@code -count}), its failed repetitions, and the block's configuration
 * lines; then one run (decision 0169).
 */
final class GoBenchBlock {

    /** The GOMAXPROCS suffix testing adds to a benchmark's name when it is not 1. */
    private static final Pattern PROCS = Pattern.compile("(.+)-(\\d+)");
    private static final String NANOS = "ns/op";

    /** One benchmark's repetitions: its values by unit in the order printed, iterations, failed repetitions. */
    private static final class Benchmark {
        final Map<String, List<BigDecimal>> values = new LinkedHashMap<>();
        long iterations;
        int results;
        int failedRepetitions;
        boolean failedAlone;
    }

    private final Map<String, Benchmark> benchmarks = new LinkedHashMap<>();
    private final Map<String, String> attributes = new LinkedHashMap<>();
    private final long firstLine;
    private String outcome;

    /** @param firstLine the line the block starts at, for notes */
    GoBenchBlock(long firstLine) {
        this.firstLine = firstLine;
    }

    long firstLine() {
        return firstLine;
    }

    /** A configuration line ({@code goos: linux}), a heading or the command: an attribute of the run. */
    void attribute(String key, String value) {
        attributes.put(key, value);
    }

    /** True once a benchmark gave a result or failed. */
    boolean hasResults() {
        return !benchmarks.isEmpty();
    }

    /** One result line: the name as printed, b.N, and its (value, unit) pairs. */
    void result(String name, long iterations, List<Map.Entry<BigDecimal, String>> figures) {
        Benchmark benchmark = benchmarks.computeIfAbsent(name, n -> new Benchmark());
        benchmark.iterations += iterations;
        benchmark.results++;
        for (Map.Entry<BigDecimal, String> figure : figures) {
            benchmark.values.computeIfAbsent(figure.getValue(), u -> new ArrayList<>()).add(figure.getKey());
        }
    }

    /** A repetition that failed ({@code BenchmarkX-8 \t--- FAIL: BenchmarkX}). */
    void failedRepetition(String name) {
        benchmarks.computeIfAbsent(name, n -> new Benchmark()).failedRepetitions++;
    }

    /**
     * A {@code --- FAIL: BenchmarkX} line of its own: testing prints it for a benchmark that failed before its
     * first result, and again after the failed repetitions it already printed, which are not counted twice.
     */
    void failed(String name) {
        benchmarks.computeIfAbsent(name, n -> new Benchmark()).failedAlone = true;
    }

    /** The package's last line: {@code ok} or {@code FAIL}, with the package; or a cut ({@link #cut}). */
    void end(String result, String pkg) {
        outcome = result;
        attributes.putIfAbsent("pkg", pkg);
    }

    boolean ended() {
        return outcome != null;
    }

    /** The file ends inside the block: its last benchmarks may be missing. */
    void cut() {
        outcome = AttributeKeys.STATUS_PARTIAL;
    }

    /** The benchmarks that failed, by the names their steps have. */
    List<String> failures() {
        Map<String, String> steps = stepNames();
        return benchmarks.entrySet().stream()
                .filter(e -> e.getValue().failedRepetitions > 0 || e.getValue().failedAlone)
                .map(e -> steps.get(e.getKey())).toList();
    }

    RunDraft run(String format) {
        RunDraft run = new RunDraft(format, "");
        attributes.forEach(run::attribute);
        Map<String, String> steps = stepNames();
        for (Map.Entry<String, Benchmark> entry : benchmarks.entrySet()) {
            measure(run, steps.get(entry.getKey()), entry.getValue());
        }
        run.attribute(AttributeKeys.TOOL, "go test");
        run.attribute(AttributeKeys.STATUS, status());
        String procs = sharedProcs();
        if (procs != null) {
            run.attribute("gomaxprocs", procs);
        }
        return run;
    }

    private String status() {
        if (outcome == null) {
            return AttributeKeys.STATUS_UNKNOWN;
        }
        return switch (outcome) {
            case "ok" -> AttributeKeys.STATUS_COMPLETED;
            case "FAIL" -> AttributeKeys.STATUS_ABORTED;
            default -> outcome;
        };
    }

    private static void measure(RunDraft run, String step, Benchmark benchmark) {
        int attempts = benchmark.results + Math.max(benchmark.failedRepetitions, benchmark.failedAlone ? 1 : 0);
        int failed = attempts - benchmark.results;
        run.measure(step, Metrics.OPERATIONS, attempts, Units.COUNT);
        run.measure(step, Metrics.ERRORS, failed, Units.COUNT);
        run.measure(step, Metrics.ERRORS_RATE, attempts == 0 ? 0 : (double) failed / attempts, Units.RATIO);
        if (benchmark.results == 0) {
            return;
        }
        run.measure(step, "runs", benchmark.results, Units.COUNT);
        run.measure(step, "iterations", benchmark.iterations, Units.COUNT);
        for (Map.Entry<String, List<BigDecimal>> unit : benchmark.values.entrySet()) {
            List<BigDecimal> values = unit.getValue();
            double mean = mean(values);
            run.measure(step, unit.getKey(), mean, unit.getKey());
            if (unit.getKey().equals(NANOS)) {
                latencies(run, step, values, mean);
            }
        }
    }

    /** ns/op as latencies in ms: mean, median, extremes and the sample standard deviation of the repetitions. */
    private static void latencies(RunDraft run, String step, List<BigDecimal> nanos, double mean) {
        List<BigDecimal> sorted = nanos.stream().sorted().toList();
        int n = sorted.size();
        BigDecimal median = n % 2 == 1 ? sorted.get(n / 2)
                : sorted.get(n / 2 - 1).add(sorted.get(n / 2)).divide(BigDecimal.valueOf(2));
        run.measure(step, Metrics.LATENCY_AVG, Quantities.timesPowerOfTen(mean, -6), Units.MILLISECONDS);
        run.measure(step, Metrics.LATENCY_MED, median.movePointLeft(6).doubleValue(), Units.MILLISECONDS);
        run.measure(step, Metrics.LATENCY_MIN, sorted.get(0).movePointLeft(6).doubleValue(), Units.MILLISECONDS);
        run.measure(step, Metrics.LATENCY_MAX, sorted.get(n - 1).movePointLeft(6).doubleValue(), Units.MILLISECONDS);
        if (n > 1) {
            double squares = 0;
            for (BigDecimal value : nanos) {
                squares += Math.pow(value.doubleValue() - mean, 2);
            }
            run.measure(step, Metrics.LATENCY_STDDEV, Math.sqrt(squares / (n - 1)) / 1e6, Units.MILLISECONDS);
        }
    }

    private static double mean(List<BigDecimal> values) {
        BigDecimal sum = values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        return sum.divide(BigDecimal.valueOf(values.size()), MathContext.DECIMAL64).doubleValue();
    }

    /**
     * Each benchmark's step: its name without the {@code -N} GOMAXPROCS suffix when every benchmark that gave a
     * result or a failed repetition ran at the same N (one step a benchmark, N an attribute), else as printed
     * ({@code -cpu 1,2,4} gives a benchmark at each N, each its own step).
     */
    private Map<String, String> stepNames() {
        String procs = sharedProcs();
        Map<String, String> steps = new LinkedHashMap<>();
        for (String name : benchmarks.keySet()) {
            Matcher m = PROCS.matcher(name);
            steps.put(name, procs != null && m.matches() && m.group(2).equals(procs) ? m.group(1) : name);
        }
        return steps;
    }

    /** The N every printed repetition's name ends with, or null. */
    private String sharedProcs() {
        String procs = null;
        for (Map.Entry<String, Benchmark> entry : benchmarks.entrySet()) {
            Benchmark b = entry.getValue();
            if (b.results == 0 && b.failedRepetitions == 0) {
                continue;
            }
            Matcher m = PROCS.matcher(entry.getKey());
            if (!m.matches() || procs != null && !procs.equals(m.group(2))) {
                return null;
            }
            procs = m.group(2);
        }
        return procs;
    }
}
