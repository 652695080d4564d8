/*
 * BenchLens - explorer for database and API benchmark results.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.analysis.changepoint.ChangePoints;

/**
 * How long change points take with the default settings (window 30, p 0.001), as medians of ROUNDS:
 *   - one series of 10 000 points, and 100 series of 1 000 points;
 *   - the reference: one series of 1 000 points, times 10. The windowed method does O(w^2) work per
 *     window and starts a window every w/2 points, so it should grow linearly in the points; the ratio
 *     of the 10 000-point series to ten 1 000-point series says how far it does.
 * The series are noise around a level that steps every 400 points, so that windows find change points.
 */
public final class TrendBench {

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Random random = new Random(2024);
        double[] long10k = series(10_000, random);
        List<double[]> hundred = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            hundred.add(series(1_000, random));
        }
        double[] one1k = series(1_000, random);
        int found = ChangePoints.find(long10k, ChangePointSettings.DEFAULTS).size(); // warm-up
        for (double[] s : hundred) {
            ChangePoints.find(s, ChangePointSettings.DEFAULTS);
        }
        List<Double> tenThousand = new ArrayList<>();
        List<Double> hundredByThousand = new ArrayList<>();
        List<Double> reference = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            tenThousand.add(seconds(() -> ChangePoints.find(long10k, ChangePointSettings.DEFAULTS)));
            hundredByThousand.add(seconds(() -> hundred.forEach(s -> ChangePoints.find(s, ChangePointSettings.DEFAULTS))));
            reference.add(10 * seconds(() -> ChangePoints.find(one1k, ChangePointSettings.DEFAULTS)));
        }
        double ten = median(tenThousand);
        double hundredTimes = median(hundredByThousand);
        double ref = median(reference);
        System.out.printf("10 000 points:          %8.1f ms (%d change points)%n", ten * 1000, found);
        System.out.printf("100 x 1 000 points:     %8.1f ms%n", hundredTimes * 1000);
        System.out.printf("reference 10 x 1 000:   %8.1f ms%n", ref * 1000);
        System.out.printf("10 000 / reference:     %8.2f (1.00 = linear in the points)%n", ten / ref);
    }

    private static double[] series(int n, Random random) {
        double[] values = new double[n];
        double level = 1000;
        for (int i = 0; i < n; i++) {
            if (i % 400 == 0) {
                level *= 1 + (random.nextDouble() - 0.5) * 0.2;
            }
            values[i] = level + random.nextGaussian() * 10;
        }
        return values;
    }

    private static double seconds(Runnable work) {
        long start = System.nanoTime();
        work.run();
        return (System.nanoTime() - start) / 1e9;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
