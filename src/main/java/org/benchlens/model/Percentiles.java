package org.benchlens.model;

/**
 * Percentiles of every value, as k6's summary computes them: linear interpolation between the two
 * values around rank {@code fraction · (n − 1)} of the sorted values (numpy.percentile's default).
 */
public final class Percentiles {

    private Percentiles() {
    }

    /**
     * @param sorted   the values, in ascending order
     * @param fraction 0 for the minimum, 0.95 for p(95), 1 for the maximum
     * @return NaN when there are no values
     */
    public static double linear(double[] sorted, double fraction) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        double rank = fraction * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = (int) Math.ceil(rank);
        return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
    }
}
