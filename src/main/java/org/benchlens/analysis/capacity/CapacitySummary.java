package org.benchlens.analysis.capacity;

import java.util.ArrayList;
import java.util.List;

/**
 * The answer of one series in a sentence, the same in every table, page and the window:
 * "8pgrest: 11 800 req/s at 40 VUs within p95 ≤ 200 ms, $0.016 per million requests".
 * Throughput reads as requests: a sweep's load levels are virtual users, which only HTTP load has.
 */
public final class CapacitySummary {

    private CapacitySummary() {
    }

    public static String of(Capacity capacity, CapacityLine line) {
        List<String> parts = new ArrayList<>();
        if (!capacity.slo().isEmpty()) {
            parts.add(line.sloLimit() == null ? line.sloProblem() : withinSlo(capacity, line));
        }
        if (line.knee() != null) {
            parts.add("knee at " + vus(line.knee().vus()) + " VUs (" + rate(line.knee().throughput()) + ")");
        }
        if (line.fit() == null) {
            parts.add(line.fitProblem());
        } else if (Double.isNaN(line.fit().peakConcurrency())) {
            parts.add("the USL fit has no peak (throughput keeps rising)");
        } else {
            parts.add("the USL fit peaks at " + vus(Math.round(line.fit().peakConcurrency())) + " VUs ("
                    + rate(line.fit().peakThroughput()) + ")");
        }
        return line.name() + ": " + String.join("; ", parts);
    }

    private static String withinSlo(Capacity capacity, CapacityLine line) {
        String text = rate(line.sloLimit().throughput()) + " at " + vus(line.sloLimit().vus()) + " VUs within "
                + String.join(" and ", capacity.slo().stream().map(SloTarget::toString).toList());
        return line.costPerMillion().map(cost -> text + ", $" + CapacityNumbers.significant(cost, 2)
                + " per million requests").orElse(text);
    }

    /** 11 800 req/s: three significant digits are all a sweep can tell. */
    public static String rate(double throughput) {
        return CapacityNumbers.significant(throughput, 3) + " req/s";
    }

    public static String vus(double vus) {
        return CapacityNumbers.plain(vus);
    }
}
