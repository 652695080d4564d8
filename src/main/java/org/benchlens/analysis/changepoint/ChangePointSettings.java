package org.benchlens.analysis.changepoint;

/**
 * How change points are found.
 *
 * @param window       points analysed at once by the divisive step; windows overlap by half
 * @param maxPValue    the largest p value of a change point that is kept
 * @param minMagnitude the smallest relative change kept, as a fraction (0.05 = 5 %), compared with
 *                     the larger of {@code after/before - 1} and {@code before/after - 1} in absolute value
 */
public record ChangePointSettings(int window, double maxPValue, double minMagnitude) {

    public static final int DEFAULT_WINDOW = 30;
    public static final double DEFAULT_MAX_P_VALUE = 0.001;
    public static final ChangePointSettings DEFAULTS = new ChangePointSettings(DEFAULT_WINDOW, DEFAULT_MAX_P_VALUE, 0);

    public ChangePointSettings {
        if (window < 2) {
            throw new IllegalArgumentException("the window must hold at least 2 points, not " + window);
        }
        if (!(maxPValue > 0 && maxPValue <= 1)) {
            throw new IllegalArgumentException("the largest p value must be above 0 and at most 1, not " + maxPValue);
        }
        if (!(minMagnitude >= 0 && Double.isFinite(minMagnitude))) {
            throw new IllegalArgumentException("the smallest change must be a fraction of at least 0, not " + minMagnitude);
        }
    }

    /**
     * The looser threshold of the first pass, which finds the weak change points that the second pass
     * re-tests: ten times the p value below 0.05, twice it below 0.5, else the same.
     */
    double firstPassPValue() {
        if (maxPValue < 0.05) {
            return maxPValue * 10;
        }
        return maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
    }
}
