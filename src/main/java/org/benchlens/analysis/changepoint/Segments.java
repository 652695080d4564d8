package org.benchlens.analysis.changepoint;

import java.util.List;

/** The segments that change points cut a series into. */
final class Segments {

    private Segments() {
    }

    /** 0, each change point's index in order, then {@code length}: segment k is {@code [b[k], b[k+1])}. */
    static int[] bounds(List<ChangePoint> sorted, int length) {
        int[] bounds = new int[sorted.size() + 2];
        for (int i = 0; i < sorted.size(); i++) {
            bounds[i + 1] = sorted.get(i).index();
        }
        bounds[bounds.length - 1] = length;
        return bounds;
    }

    /** The change point at {@code position} re-tested between its neighbours in {@code sorted}. */
    static ChangePoint retest(double[] series, List<ChangePoint> sorted, int position) {
        int from = position == 0 ? 0 : sorted.get(position - 1).index();
        int to = position == sorted.size() - 1 ? series.length : sorted.get(position + 1).index();
        int index = sorted.get(position).index();
        return new ChangePoint(index, SegmentTest.compare(series, from, index, to));
    }
}
