package org.benchlens.imports.requests;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;

/**
 * The latencies of the last {@value #SECONDS} seconds, a histogram each, so that the p95 of every
 * second is exact although k6 writes points a little out of order. A second leaves the window
 * (its p95 is handed on, its histogram reused) once a point {@value #SECONDS} seconds later
 * arrives; a point for a second that has already left is counted as late.
 */
public final class SecondWindow {

    public static final int SECONDS = 16;
    private static final long NONE = Long.MIN_VALUE;

    private final Histogram[] histograms = new Histogram[SECONDS];
    private final long[] seconds = new long[SECONDS];
    private final SecondValue done;
    private long newest = NONE;
    private long late;

    /** Receives the p95 (ms) of each second as it leaves the window. */
    public interface SecondValue {
        void accept(long epochSecond, double value);
    }

    public SecondWindow(SecondValue done) {
        this.done = done;
        java.util.Arrays.fill(seconds, NONE);
    }

    public void record(long second, double milliseconds) {
        if (!TrendHistograms.recordable(milliseconds)) {
            return;
        }
        if (newest != NONE && second <= newest - SECONDS) {
            late++;
            return;
        }
        newest = Math.max(newest, second);
        int slot = (int) Math.floorMod(second, (long) SECONDS);
        if (seconds[slot] != second) {
            if (seconds[slot] != NONE) {
                flush(slot);
            }
            seconds[slot] = second;
            if (histograms[slot] == null) {
                histograms[slot] = LatencyHistogram.newMicrosHistogram();
            }
        }
        histograms[slot].recordValue(TrendHistograms.micros(milliseconds));
    }

    /** Hands on the seconds still in the window: the end of the file. */
    public void flushAll() {
        for (int slot = 0; slot < SECONDS; slot++) {
            if (seconds[slot] != NONE) {
                flush(slot);
            }
        }
    }

    /** Points that came too late to be counted in their second's p95. */
    public long late() {
        return late;
    }

    private void flush(int slot) {
        done.accept(seconds[slot], histograms[slot].getValueAtPercentile(95) / 1000.0);
        histograms[slot].reset();
        seconds[slot] = NONE;
    }
}
