package org.benchlens.runner.http;

import java.time.Instant;
import java.util.List;

import org.HdrHistogram.Histogram;

/**
 * What one run measured, warm-up left out.
 *
 * @param seconds    the measured window: the duration asked for (to the cancel for a partial run)
 * @param latencies  every request's latency, microseconds
 * @param dropped    open model: arrivals no VU was free to take
 * @param maxVus     the most VUs running at once
 * @param partial    stopped by a cancel before its duration was up
 */
record LevelResult(HttpLoadPlan.Level level, Instant startedAt, Instant endedAt, double seconds, Histogram latencies,
                   VuPool.Counts counts, long dropped, int maxVus, List<SecondSample> perSecond, boolean partial,
                   String failureReasons) {

    long requests() {
        return latencies.getTotalCount();
    }

    double throughput() {
        return seconds > 0 ? requests() / seconds : Double.NaN;
    }
}
