package org.benchlens.model;

import java.util.Arrays;

import org.apache.commons.numbers.arrays.Selection;

/**
 * Percentiles of every value: as k6's summary computes them, linear interpolation between the two
 * values around rank {@code fraction · (n − 1)} of the sorted values (numpy.percentile's default); or
 * as JMeter's HTML dashboard does (decision 0155).
 */
public final class Percentiles {

    private Percentiles() {
    }

    /**
     * The percentiles of values in any order, without sorting them: only the values at the ranks the
     * fractions need are put in place (a selection, linear in the number of values, where a sort of millions
     * of latencies took a large part of an import). The values are reordered.
     *
     * @return one percentile a fraction; NaN each when there are no values
     */
    public static double[] linearOfUnsorted(double[] values, double... fractions) {
        double[] percentiles = new double[fractions.length];
        if (values.length == 0) {
            Arrays.fill(percentiles, Double.NaN);
            return percentiles;
        }
        int[] ranks = new int[2 * fractions.length];
        for (int i = 0; i < fractions.length; i++) {
            double rank = fractions[i] * (values.length - 1);
            ranks[2 * i] = (int) Math.floor(rank);
            ranks[2 * i + 1] = (int) Math.ceil(rank);
        }
        Selection.select(values, ranks.clone());
        for (int i = 0; i < fractions.length; i++) {
            double rank = fractions[i] * (values.length - 1);
            double below = values[ranks[2 * i]];
            double above = values[ranks[2 * i + 1]];
            percentiles[i] = below + (above - below) * (rank - ranks[2 * i]);
        }
        return percentiles;
    }

    /**
     * The percentiles of values in any order as Commons Math's {@code Percentile} estimates them by default
     * ({@code LEGACY}), the estimate JMeter's HTML dashboard prints: position {@code fraction · (n + 1)} among
     * the sorted values counted from 1; below 1 the least value, from n the greatest, else linear between
     * the values at the positions on either side. The values are reordered.
     *
     * @return one percentile a fraction; NaN each when there are no values
     */
    public static double[] legacyOfUnsorted(double[] values, double... fractions) {
        double[] percentiles = new double[fractions.length];
        int n = values.length;
        if (n == 0) {
            Arrays.fill(percentiles, Double.NaN);
            return percentiles;
        }
        int[] ranks = new int[2 * fractions.length];
        for (int i = 0; i < fractions.length; i++) {
            double position = fractions[i] * (n + 1);
            int below = position < 1 ? 0 : (int) Math.min(n - 1, Math.floor(position) - 1);
            ranks[2 * i] = below;
            ranks[2 * i + 1] = position < 1 || position >= n ? below : below + 1;
        }
        Selection.select(values, ranks.clone());
        for (int i = 0; i < fractions.length; i++) {
            double position = fractions[i] * (n + 1);
            double below = values[ranks[2 * i]];
            double above = values[ranks[2 * i + 1]];
            percentiles[i] = below + (above - below) * (position - Math.floor(position));
        }
        return percentiles;
    }

    /**
     * The percentiles of values in any order as ApacheBench's report takes them: the value at index
     * {@code ⌊n · fraction⌋} of the sorted values, counted from 0, the greatest when that is past the end.
     */
    public static double[] lowerRankOfUnsorted(double[] values, double... fractions) {
        double[] percentiles = new double[fractions.length];
        int n = values.length;
        if (n == 0) {
            Arrays.fill(percentiles, Double.NaN);
            return percentiles;
        }
        int[] ranks = new int[fractions.length];
        for (int i = 0; i < fractions.length; i++) {
            // ab multiplies whole numbers; the small excess keeps 0.95 · 1000 from falling to 949
            ranks[i] = (int) Math.min(n - 1, Math.floor(n * fractions[i] + 1e-9));
        }
        Selection.select(values, ranks.clone());
        for (int i = 0; i < fractions.length; i++) {
            percentiles[i] = values[ranks[i]];
        }
        return percentiles;
    }
}
