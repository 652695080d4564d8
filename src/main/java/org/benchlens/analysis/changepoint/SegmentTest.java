package org.benchlens.analysis.changepoint;

import org.apache.commons.statistics.distribution.TDistribution;

/**
 * Student's two-sided t test between two segments, computed as the reference implementation does:
 * the segments' population standard deviations are taken for the sample ones in the pooled variance,
 * and two single values have p = 1.
 */
final class SegmentTest {

    private SegmentTest() {
    }

    static SegmentStats compare(double[] series, int from, int split, int to) {
        int n1 = split - from;
        int n2 = to - split;
        if (n1 == 0 || n2 == 0) {
            throw new IllegalArgumentException("empty segment " + from + ".." + split + ".." + to);
        }
        double mean1 = NumpySums.mean(series, from, split);
        double mean2 = NumpySums.mean(series, split, to);
        double std1 = n1 >= 2 ? NumpySums.std(series, from, split, mean1) : 0.0;
        double std2 = n2 >= 2 ? NumpySums.std(series, split, to, mean2) : 0.0;
        double p = n1 + n2 > 2 ? pValue(mean1, std1, n1, mean2, std2, n2) : 1.0;
        return new SegmentStats(mean1, mean2, std1, std2, p);
    }

    private static double pValue(double mean1, double std1, int n1, double mean2, double std2, int n2) {
        double v1 = n1 == 1 ? 0.0 : std1 * std1;
        double v2 = n2 == 1 ? 0.0 : std2 * std2;
        double df = n1 + n2 - 2.0;
        double pooled = ((n1 - 1) * v1 + (n2 - 1) * v2) / df;
        double t = (mean1 - mean2) / Math.sqrt(pooled * (1.0 / n1 + 1.0 / n2));
        if (Double.isNaN(t)) {
            return Double.NaN;
        }
        if (Double.isInfinite(t)) {
            return 0.0;
        }
        return 2 * TDistribution.of(df).survivalProbability(Math.abs(t));
    }
}
