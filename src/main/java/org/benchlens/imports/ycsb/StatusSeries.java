package org.benchlens.imports.ycsb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.benchlens.imports.Quantities;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The {@code -s} status lines of one run as series: the current operations per second in the
 * run's total, and each operation's count and latencies of the interval in its own step. A point's
 * second is the one YCSB prints, seconds since the start. The last line YCSB prints when the
 * workload stops repeats the second before it and covers only the milliseconds to the stop; the
 * first line of a second is kept.
 */
final class StatusSeries {

    private final List<StatusLine> lines = new ArrayList<>();

    void add(StatusLine line) {
        if (lines.isEmpty() || lines.get(lines.size() - 1).seconds() != line.seconds()) {
            lines.add(line);
        }
    }

    boolean isEmpty() {
        return lines.isEmpty();
    }

    int size() {
        return lines.size();
    }

    void addTo(RunDraft draft) {
        List<SeriesPoint> rate = new ArrayList<>();
        Set<String> operations = new LinkedHashSet<>();
        for (StatusLine line : lines) {
            if (!Double.isNaN(line.rate())) {
                rate.add(new SeriesPoint(line.seconds(), line.rate()));
            }
            operations.addAll(line.operations().keySet());
        }
        if (!rate.isEmpty()) {
            draft.series(new Series(Steps.TOTAL, Metrics.SERIES_RATE, Units.PER_SECOND, rate));
        }
        for (String operation : operations) {
            Map<String, List<SeriesPoint>> byMetric = new LinkedHashMap<>();
            for (StatusLine line : lines) {
                line.operations().getOrDefault(operation, Map.of()).forEach((key, value) -> {
                    String metric = metric(key);
                    if (metric != null) {
                        double scaled = metric.equals(Metrics.OPERATIONS) ? value : Quantities.shiftDecimal(value, -3);
                        byMetric.computeIfAbsent(metric, m -> new ArrayList<>()).add(new SeriesPoint(line.seconds(), scaled));
                    }
                });
            }
            byMetric.forEach((metric, points) -> draft.series(new Series(operation, metric,
                    metric.equals(Metrics.OPERATIONS) ? Units.COUNT : Units.MILLISECONDS, points)));
        }
    }

    /** The normalised name of a status figure: {@code Avg} → latency.avg, {@code 99.9} → latency.p99.9. */
    private static String metric(String key) {
        return switch (key) {
            case "Count" -> Metrics.OPERATIONS;
            case "Avg", "AverageLatency(us)" -> Metrics.LATENCY_AVG;
            case "Min" -> Metrics.LATENCY_MIN;
            case "Max" -> Metrics.LATENCY_MAX;
            default -> key.matches("\\d+(\\.\\d+)?") ? percentile(key) : null;
        };
    }

    private static String percentile(String key) {
        String normalised = Metrics.latencyFor("p" + key);
        return normalised == null ? "latency.p" + key : normalised;
    }
}
