package org.benchlens.model;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Normalised metric names. Importers store these beside the source's own names, so that runs of
 * different tools can be compared on one scale.
 */
public final class Metrics {

    /** Operations per second: k6 http_reqs rate, YBIO rows/s, Insert Benchmark inserts or queries/s. */
    public static final String THROUGHPUT = "throughput";
    /** Number of operations (requests, rows, queries) in the step. */
    public static final String OPERATIONS = "operations";
    public static final String LATENCY_AVG = "latency.avg";
    public static final String LATENCY_MIN = "latency.min";
    public static final String LATENCY_MED = "latency.med";
    public static final String LATENCY_P90 = "latency.p90";
    public static final String LATENCY_P95 = "latency.p95";
    public static final String LATENCY_P99 = "latency.p99";
    public static final String LATENCY_P999 = "latency.p99.9";
    public static final String LATENCY_MAX = "latency.max";
    /** Standard deviation of the latency, ms (pgbench). */
    public static final String LATENCY_STDDEV = "latency.stddev";
    /** Share of failed operations, 0..1. */
    public static final String ERRORS_RATE = "errors.rate";
    /** Number of failed operations. */
    public static final String ERRORS = "errors.count";
    public static final String DATA_RECEIVED = "data.received";
    public static final String DATA_SENT = "data.sent";
    public static final String VUS_MAX = "vus.max";
    /** Wall-clock duration of the step, seconds. */
    public static final String DURATION = "duration";
    /** Share of passed checks, 0..1. */
    public static final String CHECKS_RATE = "checks.rate";

    /** Background inserts/s during a read-write step (Insert Benchmark). */
    public static final String INSERT_RATE = "insert.rate";
    /** The inserts/s the read-write step asked of its background writers. */
    public static final String INSERT_TARGET = "insert.target";
    /** 1 when the background insert rate stayed under 95 % of its target (a missed SLA), else 0. */
    public static final String SLA_MISSED = "sla.missed";

    private static final String IGNORED_SUFFIX = ".ignored";

    /** Per-second series: request rate, active virtual users, p95 latency of the second. */
    public static final String SERIES_RATE = "throughput";
    public static final String SERIES_VUS = "vus";
    public static final String SERIES_P95 = "latency.p95";

    /** The normalised names, in the order a person reads them. */
    /** A history's one figure a step (github-action-benchmark's benches, Otava's columns): the step says what it is. */
    public static final String HISTORY_VALUE = "value";

    public static final List<String> NORMALISED = List.of(
            THROUGHPUT, OPERATIONS, LATENCY_AVG, LATENCY_MIN, LATENCY_MED, LATENCY_P90, LATENCY_P95,
            LATENCY_P99, LATENCY_P999, LATENCY_MAX, LATENCY_STDDEV, ERRORS_RATE, ERRORS, DATA_RECEIVED, DATA_SENT,
            VUS_MAX, DURATION, CHECKS_RATE);

    /**
     * What a table, chart or trend shows first where the metrics measured by the most runs tie: the
     * rate, a ClickBench query's hot run, a history's plain value, the mean latency, then the other
     * normalised ones.
     */
    private static final List<String> SHOWN_FIRST = List.of(THROUGHPUT, "time.hot", HISTORY_VALUE, LATENCY_AVG,
            LATENCY_P95, LATENCY_MED, DURATION);

    private Metrics() {
    }

    /**
     * The metric to show first for these runs: one that the most of them measured, so that none is
     * left out for lacking it where another would keep them all; null where they measured nothing.
     */
    public static String likeliest(Collection<RunResult> runs) {
        Map<String, Integer> runsOf = new HashMap<>();
        for (RunResult run : runs) {
            run.measurements().stream().map(Measurement::metric).distinct()
                    .forEach(metric -> runsOf.merge(metric, 1, Integer::sum));
        }
        int most = runsOf.values().stream().max(Integer::compare).orElse(0);
        List<String> widest = runsOf.entrySet().stream().filter(e -> e.getValue() == most).map(Map.Entry::getKey)
                .sorted().toList();
        return Stream.concat(Stream.concat(SHOWN_FIRST.stream(), NORMALISED.stream()), widest.stream())
                .filter(widest::contains).findFirst().orElse(null);
    }

    /**
     * The companion of {@code metric} that flags its value in the same step as one the source says
     * to ignore (an Insert Benchmark report's grey cell: the DBMS missed its insert target there):
     * 1 when flagged. Stored as a measurement of its own, so a value and its flag travel together.
     */
    public static String ignoredFlagOf(String metric) {
        return metric + IGNORED_SUFFIX;
    }

    public static boolean isIgnoredFlag(String metric) {
        return metric.endsWith(IGNORED_SUFFIX);
    }

    /**
     * The normalised latency metric at a percentile given in percent: 50 → latency.med, 95 →
     * latency.p95, 99.9 → latency.p99.9, and any other the same way (75 → latency.p75).
     */
    public static String latencyAtPercentile(double percent) {
        String p = new java.math.BigDecimal(Double.toString(percent)).stripTrailingZeros().toPlainString();
        String known = latencyFor("p" + p);
        return known != null ? known : "latency.p" + p;
    }

    /** The normalised latency metric for a k6 trend statistic ({@code p(95)} → latency.p95), or null. */
    public static String latencyFor(String trendStat) {
        return switch (trendStat) {
            case "avg" -> LATENCY_AVG;
            case "min" -> LATENCY_MIN;
            case "med", "p(50)", "p50" -> LATENCY_MED;
            case "p(90)", "p90" -> LATENCY_P90;
            case "p(95)", "p95" -> LATENCY_P95;
            case "p(99)", "p99" -> LATENCY_P99;
            case "p(99.9)", "p99.9" -> LATENCY_P999;
            case "max" -> LATENCY_MAX;
            default -> null;
        };
    }
}
