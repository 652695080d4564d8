package org.benchlens.runner.http;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

import org.benchlens.model.LatencyHistogram;

/**
 * What one VU measured: its latencies in a recorder only it writes to (wait-free, no sharing
 * between VUs), and counters only it increments. The second ticker reads them without stopping it.
 */
final class VuMeter {

    private final SingleWriterRecorder latencies = new SingleWriterRecorder(LatencyHistogram.SIGNIFICANT_DIGITS);
    private volatile long failures;
    private volatile long bytesSent;
    private volatile long bytesReceived;
    private volatile long afterWindow;
    private Histogram recycled;

    /** One answered (or failed) request: its latency in nanoseconds, the bytes it sent and received. */
    void record(long latencyNanos, boolean failed, long sent, long received) {
        latencies.recordValue(Math.max(0, (latencyNanos + 500) / 1000));
        if (failed) {
            failures++;
        }
        bytesSent += sent;
        bytesReceived += received;
    }

    /** A request answered after the measured window: let finish, counted apart, in no other figure. */
    void recordAfterWindow() {
        afterWindow++;
    }

    long afterWindow() {
        return afterWindow;
    }

    /** Adds the latencies recorded since the last call to {@code into}. Called by the ticker only. */
    void drainInto(Histogram into) {
        recycled = latencies.getIntervalHistogram(recycled);
        into.add(recycled);
    }

    long failures() {
        return failures;
    }

    long bytesSent() {
        return bytesSent;
    }

    long bytesReceived() {
        return bytesReceived;
    }
}
