package org.benchlens.analysis.trend;

/**
 * A change point of a history: the point at {@code index} is the first of the new level.
 *
 * @param changePercent {@code (meanAfter / meanBefore - 1) * 100}
 * @param p             the two-sided p value of Student's t test between the levels
 */
public record TrendChange(int index, long run, String x, double meanBefore, double meanAfter, double changePercent,
                          double p, Direction direction) {

    public enum Direction {
        REGRESSION, IMPROVEMENT;

        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
