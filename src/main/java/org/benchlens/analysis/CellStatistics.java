package org.benchlens.analysis;

import org.apache.commons.statistics.descriptive.DoubleStatistics;
import org.apache.commons.statistics.descriptive.Median;
import org.apache.commons.statistics.descriptive.Statistic;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * What the repeats in one cell say about its value: how many, their mean, median, sample standard
 * deviation (n - 1), extremes, and the 95 % confidence interval of the mean from Student's t with
 * n - 1 degrees of freedom (mean ± t(0.975, n-1) · s / √n). With one value the spread and the
 * interval are unknown (NaN).
 */
public record CellStatistics(int n, double mean, double median, double stddev, double min, double max,
                             double ciLow, double ciHigh) {

    /** The confidence level of {@link #ciLow()} and {@link #ciHigh()}. */
    public static final double CONFIDENCE = 0.95;

    public static CellStatistics of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        DoubleStatistics stats = DoubleStatistics.of(java.util.EnumSet.of(Statistic.MEAN,
                Statistic.STANDARD_DEVIATION, Statistic.MIN, Statistic.MAX), values);
        double mean = stats.getAsDouble(Statistic.MEAN);
        double median = Median.withDefaults().evaluate(values);
        int n = values.length;
        if (n == 1) {
            return new CellStatistics(1, mean, median, Double.NaN, mean, mean, Double.NaN, Double.NaN);
        }
        double stddev = stats.getAsDouble(Statistic.STANDARD_DEVIATION);
        double halfWidth = TDistribution.of(n - 1).inverseSurvivalProbability((1 - CONFIDENCE) / 2)
                * stddev / Math.sqrt(n);
        return new CellStatistics(n, mean, median, stddev, stats.getAsDouble(Statistic.MIN),
                stats.getAsDouble(Statistic.MAX), mean - halfWidth, mean + halfWidth);
    }

    public boolean hasRepeats() {
        return n > 1;
    }

    /** Half the width of the confidence interval; NaN with one value. */
    public double ciHalfWidth() {
        return (ciHigh - ciLow) / 2;
    }
}
