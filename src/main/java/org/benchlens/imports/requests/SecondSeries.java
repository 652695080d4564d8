package org.benchlens.imports.requests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Units;

/**
 * One-second buckets of one step: requests (and, for k6, iterations) per second, the VUs, and
 * the p95 latency of each second. Kept as columns over the seconds of the run, which stay small
 * whatever the size of the file; a run longer than {@value #MAX_SECONDS} seconds keeps the
 * series of its first day only.
 */
public final class SecondSeries {

    public static final int MAX_SECONDS = 86_400;

    /** What a value added to a second is: a request (count), its latency (ms), an iteration, its duration, VUs. */
    public static final byte REQUESTS = 0;
    public static final byte LATENCY = 1;
    public static final byte ITERATIONS = 2;
    public static final byte ITERATION_LATENCY = 3;
    public static final byte VUS = 4;

    private long origin = Long.MIN_VALUE;
    private int length;
    private double[] requests = new double[0];
    private double[] iterations = new double[0];
    private double[] vus = new double[0];
    private double[] httpP95 = new double[0];
    private double[] iterationP95 = new double[0];
    private final SecondWindow httpWindow =
            new SecondWindow((second, p95) -> httpP95[index(second)] = p95);
    private final SecondWindow iterationWindow =
            new SecondWindow((second, p95) -> iterationP95[index(second)] = p95);
    private long outside;

    public void add(byte kind, long second, double value) {
        if (!include(second)) {
            outside++;
            return;
        }
        int at = index(second);
        switch (kind) {
            case REQUESTS -> requests[at] += value;
            case ITERATIONS -> iterations[at] += value;
            case VUS -> vus[at] = Double.isNaN(vus[at]) ? value : Math.max(vus[at], value);
            case LATENCY -> httpWindow.record(second, value);
            case ITERATION_LATENCY -> iterationWindow.record(second, value);
            default -> throw new IllegalArgumentException("unknown per-second event " + kind);
        }
    }

    /** Ends the series: the last seconds' p95 are computed. */
    public void finish() {
        httpWindow.flushAll();
        iterationWindow.flushAll();
    }

    /** Requests (or iterations) per second, from the step's first second to its last. */
    public List<SeriesPoint> rate(boolean ofIterations) {
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
    public List<SeriesPoint> p95(boolean ofIterations) {
        return present(ofIterations ? iterationP95 : httpP95);
    }

    public List<SeriesPoint> vus() {
        return present(vus);
    }

    /** Adds the rate, p95 and VU series that have points to {@code draft}, under {@code step}. */
    public void addTo(RunDraft draft, String step, boolean ofIterations) {
        addSeries(draft, step, Metrics.SERIES_RATE, Units.PER_SECOND, rate(ofIterations));
        addSeries(draft, step, Metrics.SERIES_P95, Units.MILLISECONDS, p95(ofIterations));
        addSeries(draft, step, Metrics.SERIES_VUS, Units.COUNT, vus());
    }

    private static void addSeries(RunDraft draft, String step, String metric, String unit, List<SeriesPoint> points) {
        if (!points.isEmpty()) {
            draft.series(new Series(step, metric, unit, points));
        }
    }

    /** Points that came too late for their second's p95, or outside the seconds kept. */
    public long late() {
        return httpWindow.late() + iterationWindow.late();
    }

    public long outside() {
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
