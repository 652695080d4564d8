package org.benchlens.runner.http;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The open model's clock: hands out one intended start time every 1/rate seconds to a VU that
 * is idle. When none is, the arrival is dropped (k6's dropped_iterations), and
 * one more VU is started if the maximum allows, as k6's constant-arrival-rate executor does.
 */
final class ArrivalScheduler implements Runnable {

    private final Arrivals arrivals;
    private final double intervalNanos;
    private final long startNanos;
    private final long endNanos;
    private final LoadSignals signals;
    private final VuPool pool;
    private final AtomicLong dropped = new AtomicLong();

    /** Arrivals from {@code startNanos} (inclusive) to {@code endNanos} (exclusive), System.nanoTime. */
    ArrivalScheduler(Arrivals arrivals, double rate, long startNanos, long endNanos, LoadSignals signals,
                     VuPool pool) {
        this.arrivals = arrivals;
        this.intervalNanos = 1e9 / rate;
        this.startNanos = startNanos;
        this.endNanos = endNanos;
        this.signals = signals;
        this.pool = pool;
    }

    @Override
    public void run() {
        // arrivals due before the end are all handed out or dropped, even when the scheduler runs late
        for (long i = 0; !signals.aborting(); ) {
            long intended = startNanos + (long) (i * intervalNanos);
            if (intended >= endNanos) {
                return;
            }
            long wait = intended - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
                continue;
            }
            if (!arrivals.offer(intended)) {
                if (intended - signals.measureFrom() >= 0) {
                    dropped.incrementAndGet();
                }
                if (!signals.stopping()) {
                    pool.add();
                }
            }
            i++;
        }
    }

    /** Arrivals no VU was free to take, so far. */
    long dropped() {
        return dropped.get();
    }
}
