package org.benchlens.analysis.capacity;

import java.util.List;
import java.util.Optional;

/**
 * The capacity of one series of a sweep: its levels, the USL fit (or why there is none), the knee
 * and the SLO limit.
 *
 * @param fitProblem  why there is no fit, when {@code fit} is null
 * @param knee        the last level before throughput gains fall below the knee share; null when gains never do
 * @param sloLimit    the highest level within the targets; null when there is none (see {@code sloProblem})
 * @param sloProblem  why there is no SLO limit, or null
 */
public record CapacityLine(String name, List<CapacityLevel> levels, UslFit fit, String fitProblem, CapacityLevel knee,
                           CapacityLevel sloLimit, String sloProblem) {

    public CapacityLine {
        levels = List.copyOf(levels);
    }

    /** The levels whose requests did not fail (decision 0110): what the fit and the knee read. */
    public List<CapacityLevel> served() {
        return levels.stream().filter(l -> !l.failed()).toList();
    }

    /** The levels whose requests failed, by increasing load. */
    public List<CapacityLevel> failedLevels() {
        return levels.stream().filter(CapacityLevel::failed).toList();
    }

    /**
     * True when the fit peaks past the last level that served (or none served): N* is then a load the sweep never
     * served, extrapolated by the law, and is said and drawn as such.
     */
    public boolean peakExtrapolated() {
        if (fit == null || !Double.isFinite(fit.peakConcurrency())) {
            return false;
        }
        return lastServed().map(last -> fit.peakConcurrency() > last.vus()).orElse(true);
    }

    /** The served level of the highest load, if any served. */
    public Optional<CapacityLevel> lastServed() {
        List<CapacityLevel> served = served();
        return served.isEmpty() ? Optional.empty() : Optional.of(served.get(served.size() - 1));
    }

    /** The served level of the highest throughput measured, if any served. */
    public Optional<CapacityLevel> bestServed() {
        return served().stream().max(java.util.Comparator.comparingDouble(CapacityLevel::throughput));
    }

    public Optional<UslFit> optionalFit() {
        return Optional.ofNullable(fit);
    }

    /** Dollars per million operations at the SLO limit, where its runs have a price per hour. */
    public Optional<Double> costPerMillion() {
        if (sloLimit == null || sloLimit.pricePerHour() == null) {
            return Optional.empty();
        }
        return Optional.of(sloLimit.pricePerHour() / (sloLimit.throughput() * 3600) * 1_000_000);
    }
}
