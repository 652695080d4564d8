package org.benchlens.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** Percentiles as k6 computes them, from sorted values and from values in any order alike. */
class PercentilesTest {

    private static final double[] LEVELS = {0, 0.5, 0.9, 0.95, 0.99, 0.999, 1};

    @Test
    void tenValuesGiveK6sInterpolatedPercentiles() {
        double[] values = {7, 3, 10, 1, 9, 2, 8, 5, 4, 6};
        assertThat(Percentiles.linearOfUnsorted(values, 0.5, 0.9, 0.95, 1))
                .containsExactly(new double[] {5.5, 9.1, 9.55, 10.0}, within(1e-12));
    }

    @Test
    void unsortedSelectionEqualsTheSortedComputationToTheLastBit() {
        SplittableRandom random = new SplittableRandom(7);
        for (int n : new int[] {1, 2, 3, 17, 1000, 250_001}) {
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                // latencies in ms with many repeats, as whole microseconds often are
                values[i] = random.nextInt(4) == 0 ? Math.round(random.nextDouble() * 50) / 1000.0
                        : -Math.log(random.nextDouble()) * 31.58;
            }
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            double[] expected = Arrays.stream(LEVELS).map(level -> linearOfSorted(sorted, level)).toArray();
            assertThat(Percentiles.linearOfUnsorted(values, LEVELS)).as("n = %d", n).containsExactly(expected);
        }
    }

    /** ab.c's {@code stats[(unsigned long)done * percs[i] / 100]}: whole-number arithmetic, for every n. */
    @Test
    void abReportsLowerRankEqualsItsWholeNumberIndexForEveryCountAndLevel() {
        int[] percents = {50, 66, 75, 80, 90, 95, 98, 99};
        for (int n = 1; n <= 2_000; n++) {
            double[] values = new double[n];
            for (int i = 0; i < n; i++) {
                // distinct values in reverse: any index mistake shows
                values[i] = n - i;
            }
            double[] fractions = Arrays.stream(percents).mapToDouble(p -> p / 100.0).toArray();
            double[] expected = new double[percents.length];
            for (int i = 0; i < percents.length; i++) {
                expected[i] = (long) n * percents[i] / 100 + 1;
            }
            assertThat(Percentiles.lowerRankOfUnsorted(values, fractions)).as("n = %d", n).containsExactly(expected);
        }
        assertThat(Percentiles.lowerRankOfUnsorted(new double[] {3, 1, 2}, 1.0)).containsExactly(3.0);
    }

    @Test
    void noValuesGiveNoPercentiles() {
        assertThat(Percentiles.linearOfUnsorted(new double[0], 0.5, 0.95)).containsExactly(Double.NaN, Double.NaN);
    }

    /** k6's definition, on sorted values: between the values around rank fraction * (n - 1). */
    private static double linearOfSorted(double[] sorted, double fraction) {
        double rank = fraction * (sorted.length - 1);
        int below = (int) Math.floor(rank);
        int above = (int) Math.ceil(rank);
        return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
    }
}
