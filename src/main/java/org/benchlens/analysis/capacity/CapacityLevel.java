package org.benchlens.analysis.capacity;

import java.util.List;
import java.util.Map;

import org.hipparchus.distribution.continuous.TDistribution;

/**
 * One load level of a series: the throughput of each repeat, what the SLO targets read, and the
 * price per hour the runs share.
 *
 * @param throughputs  the throughput of each run at this level (repeats)
 * @param sloValues    per SLO metric, the mean of the runs' values; a metric no run measured is absent
 * @param pricePerHour the {@code price_per_hour} all the runs share, or null
 * @param errorRate    the mean share of failed requests of the runs; null where they do not say
 * @param failed       true when that share is past the request's {@code FailureRule}: the level's rate is one of
 *                     failing requests, so it is left out of the fit and the knee and ends the SLO walk
 */
public record CapacityLevel(double vus, List<Double> throughputs, Map<String, Double> sloValues, Double pricePerHour,
                            List<Long> runIds, Double errorRate, boolean failed) {

    public CapacityLevel {
        throughputs = List.copyOf(throughputs);
        sloValues = Map.copyOf(sloValues);
        runIds = List.copyOf(runIds);
    }

    public double throughput() {
        return throughputs.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    public int repeats() {
        return throughputs.size();
    }

    /** The sample standard deviation of the repeats; NaN with one run. */
    public double standardDeviation() {
        if (throughputs.size() < 2) {
            return Double.NaN;
        }
        double mean = throughput();
        double squares = throughputs.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        return Math.sqrt(squares / (throughputs.size() - 1));
    }

    /** The standard error of the mean throughput: the level's weight in the fit. */
    public double standardError() {
        return standardDeviation() / Math.sqrt(throughputs.size());
    }

    /** Half the width of the 95 % confidence interval of the mean (Student's t): the error bar; NaN with one run. */
    public double halfInterval() {
        if (throughputs.size() < 2) {
            return Double.NaN;
        }
        return new TDistribution(throughputs.size() - 1).inverseCumulativeProbability(0.975) * standardError();
    }
}
