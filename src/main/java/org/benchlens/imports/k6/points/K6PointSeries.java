package org.benchlens.imports.k6.points;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.benchlens.model.SeriesPoint;

/**
 * One-second buckets of one step: requests and iterations per second, the VUs, and the p95
 * latency of each second. Kept as columns over the seconds of the run, which stay small
 * whatever the size of the file; a run longer than {@value #MAX_SECONDS} seconds keeps the
 * series of its first day only.
 */
final class K6PointSeries {

    static final int MAX_SECONDS = 86_400;

    private long origin = Long.MIN_VALUE;
    private int length;
    private double[] requests = new double[0];
    private double[] iterations = new double[0];
    private double[] vus = new double[0];
    private double[] httpP95 = new double[0];
    private double[] iterationP95 = new double[0];
    private final K6PointSecondWindow httpWindow =
            new K6PointSecondWindow((second, p95) -> httpP95[index(second)] = p95);
    private final K6PointSecondWindow iterationWindow =
            new K6PointSecondWindow((second, p95) -> iterationP95[index(second)] = p95);
    private long outside;

    void add(byte kind, long second, double value) {
        if (!include(second)) {
            outside++;
            return;
        }
        int at = index(second);
        switch (kind) {
            case K6PointSecondEvents.REQUESTS -> requests[at] += value;
            case K6PointSecondEvents.ITERATIONS -> iterations[at] += value;
            case K6PointSecondEvents.VUS -> vus[at] = Double.isNaN(vus[at]) ? value : Math.max(vus[at], value);
            case K6PointSecondEvents.HTTP_LATENCY -> httpWindow.record(second, value);
            case K6PointSecondEvents.ITERATION_LATENCY -> iterationWindow.record(second, value);
            default -> throw new IllegalArgumentException("unknown per-second event " + kind);
        }
    }

    /** Ends the series: the last seconds' p95 are computed. */
    void finish() {
        httpWindow.flushAll();
        iterationWindow.flushAll();
    }

    /** Requests (or iterations) per second, from the step's first second to its last. */
    List<SeriesPoint> rate(boolean ofIterations) {
        double[] counts = ofIterations ? iterations : requests;
        List<SeriesPoint> points = new ArrayList<>(length);
        int first = 0;
        int last = length - 1;
        while (first < length && counts[first] == 0) {
            first++;
        }
        while (last >= first && counts[last] == 0) {
            last--;
        }
        for (int i = first; i <= last; i++) {
            points.add(new SeriesPoint(origin + i, counts[i]));
        }
        return points;
    }

    /** The p95 latency (ms) of each second that had requests (or iterations). */
    List<SeriesPoint> p95(boolean ofIterations) {
        return present(ofIterations ? iterationP95 : httpP95);
    }

    List<SeriesPoint> vus() {
        return present(vus);
    }

    /** Points that came too late for their second's p95, or outside the seconds kept. */
    long late() {
        return httpWindow.late() + iterationWindow.late();
    }

    long outside() {
        return outside;
    }

    private List<SeriesPoint> present(double[] column) {
        List<SeriesPoint> points = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            if (!Double.isNaN(column[i])) {
                points.add(new SeriesPoint(origin + i, column[i]));
            }
        }
        return points;
    }

    private int index(long second) {
        return (int) (second - origin);
    }

    /** Makes room for {@code second}; false when that would make the series longer than allowed. */
    private boolean include(long second) {
        if (length == 0) {
            origin = second;
            resize(0, 64);
            length = 1;
            return true;
        }
        long first = Math.min(origin, second);
        long last = Math.max(origin + length - 1, second);
        if (last - first + 1 > MAX_SECONDS) {
            return false;
        }
        if (second < origin || second >= origin + length) {
            int shift = (int) (origin - first);
            int newLength = (int) (last - first + 1);
            if (shift > 0 || newLength > requests.length) {
                resize(shift, Math.max(newLength, Math.min(MAX_SECONDS, requests.length * 2)));
            }
            origin = first;
            length = newLength;
        }
        return true;
    }

    private void resize(int shift, int capacity) {
        requests = moved(requests, shift, capacity, 0);
        iterations = moved(iterations, shift, capacity, 0);
        vus = moved(vus, shift, capacity, Double.NaN);
        httpP95 = moved(httpP95, shift, capacity, Double.NaN);
        iterationP95 = moved(iterationP95, shift, capacity, Double.NaN);
    }

    private double[] moved(double[] column, int shift, int capacity, double empty) {
        double[] bigger = new double[capacity];
        Arrays.fill(bigger, empty);
        System.arraycopy(column, 0, bigger, shift, Math.min(length, column.length));
        return bigger;
    }
}
