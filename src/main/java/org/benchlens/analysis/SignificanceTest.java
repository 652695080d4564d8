package org.benchlens.analysis;

import java.util.Arrays;
import java.util.Locale;

import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.ContinuityCorrection;
import org.apache.commons.statistics.inference.DataDispersion;
import org.apache.commons.statistics.inference.MannWhitneyUTest;
import org.apache.commons.statistics.inference.PValueMethod;
import org.apache.commons.statistics.inference.TTest;

/**
 * How a cell's repeats are tested against the base cell's, two-sided. {@code UTEST} is the
 * Mann-Whitney U test as SciPy's {@code mannwhitneyu} computes it by default: the exact distribution
 * when one sample has at most 8 values and no value is tied, else the normal approximation with the
 * tie correction and the continuity correction. {@code WELCH} is Welch's t test (unequal variances);
 * {@code NONE} colours by the ratio alone. Where every value of both sides is one and the same (a
 * short runner job counts whole requests), both tests give 1, not SciPy's NaN: nothing tells the sides
 * apart, which is what the cell should say.
 */
public enum SignificanceTest {
    UTEST, WELCH, NONE;

    /** SciPy's limit for the exact U distribution: one sample this small or smaller. */
    private static final int EXACT_UP_TO = 8;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The two-sided p value of {@code sample} against {@code base}; NaN for NONE or fewer than two values a side. */
    public double pValue(double[] sample, double[] base) {
        if (this == NONE || sample.length < 2 || base.length < 2) {
            return Double.NaN;
        }
        if (allEqual(sample, base)) {
            return 1;
        }
        if (this == WELCH) {
            return TTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED).with(DataDispersion.HETEROSCEDASTIC)
                    .test(sample, base).getPValue();
        }
        boolean exact = Math.min(sample.length, base.length) <= EXACT_UP_TO && !hasTies(sample, base);
        return MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED)
                .with(exact ? PValueMethod.EXACT : PValueMethod.ASYMPTOTIC)
                .with(ContinuityCorrection.ENABLED).test(sample, base).getPValue();
    }

    private static boolean allEqual(double[] sample, double[] base) {
        double first = sample[0];
        return Arrays.stream(sample).allMatch(v -> v == first) && Arrays.stream(base).allMatch(v -> v == first);
    }

    private static boolean hasTies(double[] sample, double[] base) {
        double[] all = Arrays.copyOf(sample, sample.length + base.length);
        System.arraycopy(base, 0, all, sample.length, base.length);
        Arrays.sort(all);
        for (int i = 1; i < all.length; i++) {
            if (all[i] == all[i - 1]) {
                return true;
            }
        }
        return false;
    }
}
