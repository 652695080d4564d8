package org.benchlens.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The one word for what a run's throughput counts, the same in the runs list, on chart axes, in the
 * capacity table and in exports (decision 0112): req/s for HTTP load, rows/s for YBIO, inserts/s or
 * queries/s for an Insert Benchmark step (l.i0, l.i1, l.i2 insert; qr*, qp* query), ops/s otherwise.
 */
public final class ThroughputUnit {

    public static final String REQUESTS = "req/s";
    public static final String OPERATIONS = "ops/s";

    /** Formats of HTTP load generators, whose throughput is always requests. */
    private static final Set<String> HTTP = Set.of("runner-http", "hey", "hey-csv", "oha", "wrk", "vegeta",
            "vegeta-results", "gatling", "jmeter-dashboard", "locust", "ab", "requests");
    /** Formats of pasted tables, which count requests where they describe k6 load (virtual users, scenarios). */
    private static final Set<String> TABLES = Set.of("table", "result-table", "mixed-text");

    private ThroughputUnit() {
    }

    /** The word for the run's throughput in {@code step}. */
    public static String of(Run run, String step) {
        String format = run.format().toLowerCase(Locale.ROOT);
        if (TABLES.contains(format) && (run.attribute(AttributeKeys.VUS) != null
                || run.attribute(AttributeKeys.SCENARIO) != null)) {
            return REQUESTS;
        }
        return of(format, step);
    }

    /** The word by format and step alone. */
    public static String of(String format, String step) {
        String lower = format.toLowerCase(Locale.ROOT);
        if (lower.startsWith("ybio")) {
            return "rows/s";
        }
        if (lower.equals("ibench")) {
            String s = step == null ? "" : step.toLowerCase(Locale.ROOT);
            if (s.startsWith("l.i")) {
                return "inserts/s";
            }
            if (s.startsWith("qr") || s.startsWith("qp")) {
                return "queries/s";
            }
            return OPERATIONS;
        }
        if (lower.startsWith("k6") || HTTP.contains(lower)) {
            return REQUESTS;
        }
        return OPERATIONS;
    }

    /** The word every run shares in {@code step}, or ops/s where they count different things. */
    public static String shared(Collection<Run> runs, String step) {
        Set<String> words = runs.stream().map(run -> of(run, step)).collect(Collectors.toSet());
        return words.size() == 1 ? words.iterator().next() : OPERATIONS;
    }
}
