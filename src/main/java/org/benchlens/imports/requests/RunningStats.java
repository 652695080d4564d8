package org.benchlens.imports.requests;

/**
 * Running statistics of one metric in one step: what k6 reports for counters (sum), gauges
 * (last, min, max), rates (share of non-zero values) and trends (avg, min, max; the
 * percentiles come from a histogram kept beside), and the time of the first and last point.
 * Two of them merge into one exactly.
 */
public final class RunningStats {

    private long count;
    private double sum;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;
    private long nonZero;
    private double last;
    private long firstNanos = Long.MAX_VALUE;
    private long lastNanos = Long.MIN_VALUE;

    public void add(double value, long epochNanos) {
        count++;
        sum += value;
        if (value < min) {
            min = value;
        }
        if (value > max) {
            max = value;
        }
        if (value != 0) {
            nonZero++;
        }
        if (epochNanos >= lastNanos) {
            lastNanos = epochNanos;
            last = value;
        }
        if (epochNanos < firstNanos) {
            firstNanos = epochNanos;
        }
    }

    /** Adds {@code later}, whose points come after these in the file (or belong to another step). */
    public void merge(RunningStats later) {
        if (later.count == 0) {
            return;
        }
        count += later.count;
        sum += later.sum;
        min = Math.min(min, later.min);
        max = Math.max(max, later.max);
        nonZero += later.nonZero;
        if (later.lastNanos >= lastNanos) {
            lastNanos = later.lastNanos;
            last = later.last;
        }
        firstNanos = Math.min(firstNanos, later.firstNanos);
    }

    public long count() {
        return count;
    }

    public double sum() {
        return sum;
    }

    public double mean() {
        return count == 0 ? Double.NaN : sum / count;
    }

    public double min() {
        return count == 0 ? Double.NaN : min;
    }

    public double max() {
        return count == 0 ? Double.NaN : max;
    }

    public long nonZero() {
        return nonZero;
    }

    /** The value of the latest point. */
    public double last() {
        return count == 0 ? Double.NaN : last;
    }

    public long firstNanos() {
        return firstNanos;
    }

    public long lastNanos() {
        return lastNanos;
    }
}
