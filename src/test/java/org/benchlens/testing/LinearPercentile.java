package org.benchlens.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A percentile the obvious way, independently of the importers: sort, then linear between the values around rank p·(n−1). */
public final class LinearPercentile {

    private LinearPercentile() {
    }

    /** @param p 0..100 */
    public static double of(List<Double> values, double p) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        double rank = p / 100 * (sorted.size() - 1);
        int below = (int) Math.floor(rank);
        int above = Math.min(below + 1, sorted.size() - 1);
        return sorted.get(below) + (sorted.get(above) - sorted.get(below)) * (rank - below);
    }
}
