package org.benchlens.model;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which way a figure improves. A history format that knows it (github-action-benchmark's tool)
 * stores it with each run as the attribute {@value #ATTRIBUTE}; otherwise the metric's name decides.
 */
public enum Better {
    HIGHER, LOWER;

    /** A percentile's name (p99, p99.9 latency): compiled once, as a comparison asks it of every metric. */
    private static final Pattern PERCENTILE = Pattern.compile("p\\d+(\\.\\d+)?([ _.-].*)?");

    public static final String ATTRIBUTE = "better";

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Better> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "higher" -> Optional.of(HIGHER);
            case "lower" -> Optional.of(LOWER);
            default -> Optional.empty();
        };
    }

    /**
     * Latencies, percentiles (p99), durations, times, errors and costs per operation (go's ns/op, B/op,
     * allocs/op) improve downwards; throughput and anything else upwards.
     */
    public static Better ofName(String name) {
        String m = name.toLowerCase(Locale.ROOT);
        boolean lower = m.contains("latency") || m.startsWith("errors") || m.equals(Metrics.DURATION)
                || PERCENTILE.matcher(m).matches() || m.contains("time") && !m.contains("per") || m.endsWith("/op");
        return lower ? LOWER : HIGHER;
    }

    /**
     * Which way a run's figure improves: as the run says (a history format's tool), else by the metric's
     * name, or the step's where the metric is a history's plain {@code value}.
     */
    public static Better of(Run run, String step, String metric) {
        return parse(run.attribute(ATTRIBUTE)).orElse(ofName(metric.equals(Metrics.HISTORY_VALUE) ? step : metric));
    }
}
