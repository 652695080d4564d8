package org.benchlens.runner.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.HdrHistogram.Histogram;

/**
 * The VUs of one run and their threads: a thread per VU (the open model, which may add VUs while
 * it runs, up to a maximum; and https), or a few event loops sharing the VUs (the closed model
 * over plain http).
 */
final class VuPool {

    /** Small stacks: a VU only loops over one connection, and a run may have thousands. */
    private static final long STACK_BYTES = 256 * 1024;

    private final PreparedRequest request;
    private final InetSocketAddress address;
    private final int timeoutMillis;
    private final LoadSignals signals;
    private final Arrivals arrivals;
    private final int max;
    private final AtomicInteger vus = new AtomicInteger();
    private final List<VuMeter> meters = new CopyOnWriteArrayList<>();
    private final List<Runnable> aborts = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new CopyOnWriteArrayList<>();

    VuPool(PreparedRequest request, InetSocketAddress address, int timeoutMillis, LoadSignals signals,
           Arrivals arrivals, int max) {
        this.request = request;
        this.address = address;
        this.timeoutMillis = timeoutMillis;
        this.signals = signals;
        this.arrivals = arrivals;
        this.max = max;
    }

    /** Starts one more VU on a thread of its own; false when there are already as many as allowed. */
    synchronized boolean add() {
        if (vus.get() >= max) {
            return false;
        }
        VirtualUser user = new VirtualUser(request, new HttpConnection(request, address, timeoutMillis), signals,
                arrivals);
        vus.incrementAndGet();
        start(user, user.meter(), user::abort, "benchlens-vu-" + vus.get());
        return true;
    }

    /** Starts {@code count} closed-model VUs shared among one event loop per core. */
    synchronized void addOnEventLoops(int count) throws IOException {
        int loops = Math.min(count, Runtime.getRuntime().availableProcessors());
        for (int i = 0; i < loops; i++) {
            int share = count / loops + (i < count % loops ? 1 : 0);
            EventLoop loop = new EventLoop(request, address, TimeUnit.MILLISECONDS.toNanos(timeoutMillis), signals,
                    share);
            vus.addAndGet(share);
            start(loop, loop.meter(), loop::wakeup, "benchlens-http-loop-" + (i + 1));
        }
    }

    private void start(Runnable work, VuMeter meter, Runnable abort, String name) {
        Thread thread = new Thread(null, work, name, STACK_BYTES);
        thread.setDaemon(true);
        meters.add(meter);
        aborts.add(abort);
        threads.add(thread);
        thread.start();
    }

    int size() {
        return vus.get();
    }

    /** Moves every VU's latencies recorded since the last call into {@code into}. */
    void drainInto(Histogram into) {
        meters.forEach(meter -> meter.drainInto(into));
    }

    /** Failed requests, bytes sent and received, summed over the VUs, warm-up left out. */
    Counts counts() {
        long failures = 0;
        long sent = 0;
        long received = 0;
        long afterWindow = 0;
        for (VuMeter meter : meters) {
            failures += meter.failures();
            sent += meter.bytesSent();
            received += meter.bytesReceived();
            afterWindow += meter.afterWindow();
        }
        return new Counts(failures, sent, received, afterWindow);
    }

    /** Waits until every VU thread ended or the deadline (System.nanoTime) passed; true when all ended. */
    boolean awaitEnd(long deadlineNanos) throws InterruptedException {
        for (Thread thread : threads) {
            long left = deadlineNanos - System.nanoTime();
            if (left <= 0) {
                return !anyAlive();
            }
            TimeUnit.NANOSECONDS.timedJoin(thread, left);
        }
        return !anyAlive();
    }

    /** Cuts off every request in flight; call after {@link LoadSignals#abort()}. */
    void abort() {
        aborts.forEach(Runnable::run);
    }

    private boolean anyAlive() {
        return threads.stream().anyMatch(Thread::isAlive);
    }

    /** @param afterWindow requests in flight when the window ended, answered after it and counted in nothing else */
    record Counts(long failures, long bytesSent, long bytesReceived, long afterWindow) {
    }
}
