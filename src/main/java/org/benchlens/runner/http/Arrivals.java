package org.benchlens.runner.http;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where the open model's scheduler hands arrivals (their intended start, System.nanoTime) to idle
 * VUs. An arrival is taken only when a VU is idle, and that VU is reserved for it at once, so an
 * idle VU the operating system has not yet woken still counts as free, as in k6; when none is
 * idle the arrival is dropped.
 */
final class Arrivals {

    private final LinkedBlockingQueue<Long> queue = new LinkedBlockingQueue<>();
    private final AtomicInteger idle = new AtomicInteger();

    /** Hands an arrival to an idle VU; false when every VU is busy. */
    boolean offer(long intendedNanos) {
        int free;
        do {
            free = idle.get();
            if (free == 0) {
                return false;
            }
        } while (!idle.compareAndSet(free, free - 1));
        queue.add(intendedNanos);
        return true;
    }

    /** A VU says it is free for the next arrival; once after each request. */
    void idle() {
        idle.incrementAndGet();
    }

    /** The next arrival for a VU that said it is idle, or null after {@code millis}. */
    Long poll(long millis) throws InterruptedException {
        return queue.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Arrivals handed out that no VU took, because the run ended first; they count as dropped. */
    long untaken(long measureFromNanos) {
        List<Long> left = new ArrayList<>();
        queue.drainTo(left);
        return left.stream().filter(intended -> intended - measureFromNanos >= 0).count();
    }
}
