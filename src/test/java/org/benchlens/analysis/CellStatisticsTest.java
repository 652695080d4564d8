package org.benchlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * Figures from SciPy 1.17 and numpy: {@code mannwhitneyu(b, a, alternative="two-sided")} with ties
 * (so the normal approximation with tie and continuity corrections) gives U = 80.5, p = 0.003969569722562854.
 */
class CellStatisticsTest {

    private static final double[] A = {50, 52, 52, 55, 49, 51, 53, 50, 54, 52};
    private static final double[] B = {53, 55, 56, 52, 58, 57, 55, 54, 56};

    @Test
    void theUTestWithTiesIsTheNormalApproximationScipyGives() {
        assertThat(SignificanceTest.UTEST.pValue(B, A)).isCloseTo(0.003969569722562854, within(0.000001));
    }

    @Test
    void oneValueHasNoSpreadAndNoTest() {
        CellStatistics one = CellStatistics.of(new double[] {42});

        assertThat(one.n()).isEqualTo(1);
        assertThat(one.mean()).isEqualTo(42);
        assertThat(one.stddev()).isNaN();
        assertThat(one.ciLow()).isNaN();
        assertThat(SignificanceTest.UTEST.pValue(new double[] {42}, A)).isNaN();
    }

    @Test
    void repeatsAllOfOneValueOnBothSidesCannotBeToldApart() {
        double[] job = {23, 23, 23, 23};
        double[] base = {23, 23};

        assertThat(SignificanceTest.UTEST.pValue(job, base)).isEqualTo(1.0);
        assertThat(SignificanceTest.WELCH.pValue(job, base)).isEqualTo(1.0);
        assertThat(SignificanceTest.UTEST.pValue(job, new double[] {22, 22})).as("a tie within each side only")
                .isBetween(0.0, 0.2);
    }

    @Test
    void theIntervalIsStudentsTOnTheMean() {
        // numpy: mean 52.75, std(ddof=1) 2.5; scipy.stats.t.ppf(0.975, 3) = 3.1824463052837078
        CellStatistics s = CellStatistics.of(new double[] {50, 52, 53, 56});

        assertThat(s.mean()).isEqualTo(52.75);
        assertThat(s.median()).isEqualTo(52.5);
        assertThat(s.stddev()).isCloseTo(2.5, within(1e-12));
        assertThat(s.ciLow()).isCloseTo(52.75 - 3.1824463052837078 * 2.5 / 2, within(1e-9));
        assertThat(s.ciHigh()).isCloseTo(52.75 + 3.1824463052837078 * 2.5 / 2, within(1e-9));
    }
}
