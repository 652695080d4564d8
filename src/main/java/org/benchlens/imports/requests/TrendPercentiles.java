package org.benchlens.imports.requests;

import java.util.Collection;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencySummary;
import org.benchlens.model.Percentiles;

/**
 * The percentiles of a trend (those of {@link LatencySummary#LEVELS}): exact, by linear interpolation
 * over every value, while the values were kept; from the histogram once they were too many (decision 0042).
 */
public final class TrendPercentiles {

    private TrendPercentiles() {
    }

    /**
     * @param values    every value, in any order (they are reordered), or null when they were not kept
     * @param histogram the trend's histogram of microseconds, used when {@code values} is null
     * @return one value a level, in milliseconds; null when there are neither values nor a histogram
     */
    public static double[] of(double[] values, Histogram histogram, double min, double max) {
        if (values == null && histogram == null) {
            return null;
        }
        double[] fractions = LatencySummary.LEVELS.stream().mapToDouble(level -> level / 100).toArray();
        if (values != null) {
            return Percentiles.linearOfUnsorted(values, fractions);
        }
        double[] percentiles = new double[fractions.length];
        for (int i = 0; i < percentiles.length; i++) {
            percentiles[i] = LatencySummary.percentile(histogram, LatencySummary.LEVELS.get(i), min, max);
        }
        return percentiles;
    }

    /** The note for trends whose percentiles came from their histogram; {@code what} names the values counted. */
    public static String histogramNote(Collection<String> trends, long limit, String what) {
        return "the percentiles of " + String.join(", ", trends) + " are from a histogram at 3 significant digits:"
                + " the file has more than " + limit + " " + what + ", too many to keep each for exact percentiles";
    }
}
