package org.benchlens.analysis.changepoint;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Change points of a series by E-Divisive means (Matteson and James) with the changes of Fleming et
 * al.'s Hunter as Apache Otava implements them: overlapping windows searched with a looser p value
 * give weak change points, then the weakest is dropped, and its neighbours re-tested, until every
 * one left passes the p value and the smallest change. Same values and settings give Otava's indices.
 */
public final class ChangePoints {

    private ChangePoints() {
    }

    public static List<ChangePoint> find(double[] series, ChangePointSettings settings) {
        List<ChangePoint> weak = weakChangePoints(series, settings);
        return merge(weak, series, settings);
    }

    /** The first pass: windows of {@code window} points, each starting half a window on or at the last point found. */
    static List<ChangePoint> weakChangePoints(double[] series, ChangePointSettings settings) {
        int step = settings.window() / 2;
        TreeMap<Integer, ChangePoint> found = new TreeMap<>();
        int start = 0;
        while (start < series.length) {
            int end = Math.min(start + settings.window(), series.length);
            List<ChangePoint> inWindow = WindowSplitter.split(series, start, end, settings.firstPassPValue());
            int last = inWindow.isEmpty() ? 0 : inWindow.get(inWindow.size() - 1).index();
            start = Math.max(last, start + step);
            inWindow.forEach(cp -> found.putIfAbsent(cp.index(), cp));
        }
        List<ChangePoint> sorted = new ArrayList<>(found.values());
        List<ChangePoint> retested = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            retested.add(Segments.retest(series, sorted, i));
        }
        return retested;
    }

    /**
     * The second pass: while some change point's p value is not below the threshold, or else while the
     * smallest change is not above the magnitude, that one goes. Like the reference, the two change
     * points from the removed one's position on are re-tested (the one before it keeps its figures).
     */
    static List<ChangePoint> merge(List<ChangePoint> weak, double[] series, ChangePointSettings settings) {
        List<ChangePoint> points = new ArrayList<>(weak);
        while (!points.isEmpty()) {
            int weakest = largestPValue(points);
            if (points.get(weakest).stats().pValue() < settings.maxPValue()) {
                weakest = smallestChange(points);
                if (points.get(weakest).stats().magnitude() > settings.minMagnitude()) {
                    return points;
                }
            }
            points.remove(weakest);
            for (int position = weakest; position <= weakest + 1 && position < points.size(); position++) {
                points.set(position, Segments.retest(series, points, position));
            }
        }
        return points;
    }

    /** The first position with the largest p value (a NaN first stays, as in the reference). */
    private static int largestPValue(List<ChangePoint> points) {
        int chosen = 0;
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).stats().pValue() > points.get(chosen).stats().pValue()) {
                chosen = i;
            }
        }
        return chosen;
    }

    private static int smallestChange(List<ChangePoint> points) {
        int chosen = 0;
        for (int i = 1; i < points.size(); i++) {
            if (points.get(i).stats().magnitude() < points.get(chosen).stats().magnitude()) {
                chosen = i;
            }
        }
        return chosen;
    }
}
