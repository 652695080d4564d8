package org.benchlens.runner.http;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;

/** The VUs of one run and their threads; the open model may add VUs while it runs, up to a maximum. */
final class VuPool {

    /** Small stacks: a VU only loops over one connection, and a run may have thousands. */
    private static final long STACK_BYTES = 256 * 1024;

    private final PreparedRequest request;
    private final InetSocketAddress address;
    private final int timeoutMillis;
    private final LoadSignals signals;
    private final BlockingQueue<Long> arrivals;
    private final int max;
    private final List<VirtualUser> users = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new CopyOnWriteArrayList<>();

    VuPool(PreparedRequest request, InetSocketAddress address, int timeoutMillis, LoadSignals signals,
           BlockingQueue<Long> arrivals, int max) {
        this.request = request;
        this.address = address;
        this.timeoutMillis = timeoutMillis;
        this.signals = signals;
        this.arrivals = arrivals;
        this.max = max;
    }

    /** Starts one more VU; false when there are already as many as allowed. */
    synchronized boolean add() {
        if (users.size() >= max) {
            return false;
        }
        VirtualUser user = new VirtualUser(request, new HttpConnection(request, address, timeoutMillis), signals,
                arrivals);
        Thread thread = new Thread(null, user, "benchlens-vu-" + (users.size() + 1), STACK_BYTES);
        thread.setDaemon(true);
        users.add(user);
        threads.add(thread);
        thread.start();
        return true;
    }

    int size() {
        return users.size();
    }

    /** Moves every VU's latencies recorded since the last call into {@code into}. */
    void drainInto(Histogram into) {
        users.forEach(user -> user.meter().drainInto(into));
    }

    /** Failed requests, bytes sent and received, summed over the VUs, warm-up left out. */
    Counts counts() {
        long failures = 0;
        long sent = 0;
        long received = 0;
        for (VirtualUser user : users) {
            failures += user.meter().failures();
            sent += user.meter().bytesSent();
            received += user.meter().bytesReceived();
        }
        return new Counts(failures, sent, received);
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

    /** Cuts off every request in flight. */
    void abort() {
        users.forEach(VirtualUser::abort);
    }

    private boolean anyAlive() {
        return threads.stream().anyMatch(Thread::isAlive);
    }

    record Counts(long failures, long bytesSent, long bytesReceived) {
    }
}
