package org.benchlens.analysis.changepoint;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * E-Divisive means within one window: the split with the largest divergence becomes a change
 * point while the t test between its two sides passes; the first split that fails ends the search.
 */
final class WindowSplitter {

    private WindowSplitter() {
    }

    /** Change points of {@code series[start:end]}, indexed in the whole series, in order. */
    static List<ChangePoint> split(double[] series, int start, int end, double maxPValue) {
        double[] window = Arrays.copyOfRange(series, start, end);
        Divergence divergence = new Divergence(window);
        List<ChangePoint> found = new ArrayList<>();
        while (true) {
            int[] bounds = Segments.bounds(found, window.length);
            Divergence.Candidate best = null;
            int from = 0;
            int to = 0;
            for (int s = 0; s + 1 < bounds.length; s++) {
                if (bounds[s + 1] - bounds[s] > 1) {
                    Divergence.Candidate candidate = divergence.best(bounds[s], bounds[s + 1]);
                    if (best == null || candidate.qhat() > best.qhat()) {
                        best = candidate;
                        from = bounds[s];
                        to = bounds[s + 1];
                    }
                }
            }
            if (best == null) {
                break;
            }
            SegmentStats stats = SegmentTest.compare(window, from, best.index(), to);
            if (!(stats.pValue() <= maxPValue)) {
                break;
            }
            found.add(new ChangePoint(best.index(), stats));
            found.sort(Comparator.comparingInt(ChangePoint::index));
        }
        return found.stream().map(cp -> new ChangePoint(cp.index() + start, cp.stats())).toList();
    }
}
