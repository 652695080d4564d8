package org.benchlens.runner;

import org.HdrHistogram.Histogram;

/**
 * One second of a running workload.
 *
 * @param elapsedSeconds seconds since the workload started
 * @param throughput     operations (requests, rows, queries) per second in that second
 * @param p95Millis      95th percentile latency in that second, in ms, or NaN where not measured
 * @param errors         failed operations in that second
 * @param part           the part of the workload it belongs to ("8 VUs", "l.i0"), or null where it has one
 */
public record LivePoint(long elapsedSeconds, double throughput, double p95Millis, long errors, String part) {

    public LivePoint(long elapsedSeconds, double throughput, double p95Millis, long errors) {
        this(elapsedSeconds, throughput, p95Millis, errors, null);
    }

    /** The same second, told as a point of {@code part}. */
    public LivePoint of(String part) {
        return new LivePoint(elapsedSeconds, throughput, p95Millis, errors, part);
    }

    /** The 95th percentile of latencies recorded in microseconds, in ms; NaN when none were recorded. */
    public static double p95Millis(Histogram micros) {
        return micros.getTotalCount() == 0 ? Double.NaN : micros.getValueAtPercentile(95) / 1000.0;
    }
}
