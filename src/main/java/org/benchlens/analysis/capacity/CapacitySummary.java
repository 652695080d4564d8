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
                    + rate(line.fit().peakThroughput()) + ")" + (line.peakExtrapolated() ? extrapolated(line) : ""));
        }
        if (!line.failedLevels().isEmpty()) {
            parts.add(leftOut(capacity, line));
        }
        return line.name() + ": " + String.join("; ", parts);
    }

    /** ", extrapolated past 70 VUs, the last level that served": N* is no load the sweep served. */
    private static String extrapolated(CapacityLine line) {
        return line.lastServed().map(last -> ", extrapolated past " + vus(last.vus()) + " VUs, the last level that"
                + " served").orElse(", extrapolated");
    }

    /**
     * "60 to 150 VUs left out: more than 1 % of requests failed; the best level that served: 4820 req/s at 40 VUs":
     * a rate of failing requests is no capacity (decision 0110).
     */
    private static String leftOut(Capacity capacity, CapacityLine line) {
        List<CapacityLevel> failed = line.failedLevels();
        String which = failed.size() == 1 ? vus(failed.get(0).vus()) + " VUs"
                : failed.size() == line.levels().size() ? "every level"
                : failed.size() + " levels (" + vus(failed.get(0).vus()) + " to "
                + vus(failed.get(failed.size() - 1).vus()) + " VUs)";
        String text = which + " left out: " + capacity.failures().meaning();
        return line.bestServed().map(best -> text + "; the best level that served: " + rate(best.throughput())
                + " at " + vus(best.vus()) + " VUs").orElse(text);
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
