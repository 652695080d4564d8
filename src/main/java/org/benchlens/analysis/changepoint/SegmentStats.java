package org.benchlens.analysis.changepoint;

/**
 * Two neighbouring segments of a series, the one before a change point and the one from it on,
 * and how likely it is that both have the same mean.
 *
 * @param stdBefore population standard deviation (0 for a single value)
 * @param pValue    two-sided p value of Student's t test with pooled variance
 */
public record SegmentStats(double meanBefore, double meanAfter, double stdBefore, double stdAfter, double pValue) {

    /** {@code after / before - 1}, or 0 where the mean before is 0. */
    public double forwardChange() {
        return meanBefore == 0 ? 0 : meanAfter / meanBefore - 1.0;
    }

    /** {@code before / after - 1}, or 0 where the mean after is 0. */
    public double backwardChange() {
        return meanAfter == 0 ? 0 : meanBefore / meanAfter - 1.0;
    }

    /** The larger of the two relative changes, both ways: what {@code --min-magnitude} is compared with. */
    public double magnitude() {
        double forward = Math.abs(forwardChange());
        double backward = Math.abs(backwardChange());
        return backward > forward ? backward : forward;
    }
}
