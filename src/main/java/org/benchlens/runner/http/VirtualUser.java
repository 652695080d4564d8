package org.benchlens.runner.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;

/**
 * One VU: a thread with its own connection that sends the request again and again. In the closed
 * model it sends the next request as soon as the last is answered and measures from the moment it
 * sends; in the open model it takes the next arrival's intended start time from the scheduler and
 * measures from that time, so that a server that makes requests wait is charged for the wait
 * (no coordinated omission).
 */
final class VirtualUser implements Runnable {

    private static final long POLL_MILLIS = 50;

    private final PreparedRequest request;
    private final HttpConnection connection;
    private final LoadSignals signals;
    private final Arrivals arrivals;
    private final VuMeter meter = new VuMeter();

    /** @param arrivals intended start times (System.nanoTime) in the open model; null in the closed one */
    VirtualUser(PreparedRequest request, HttpConnection connection, LoadSignals signals, Arrivals arrivals) {
        this.request = request;
        this.connection = connection;
        this.signals = signals;
        this.arrivals = arrivals;
    }

    @Override
    public void run() {
        try {
            boolean idle = false;
            while (!signals.stopping()) {
                if (arrivals == null) {
                    send(System.nanoTime());
                } else {
                    if (!idle) {
                        arrivals.idle();
                        idle = true;
                    }
                    Long intended = arrivals.poll(POLL_MILLIS);
                    if (intended != null) {
                        idle = false;
                        send(intended);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            connection.close();
        }
    }

    private void send(long intendedNanos) {
        long sentBefore = connection.bytesSent();
        long receivedBefore = connection.bytesReceived();
        String failure = null;
        try {
            int status = connection.exchange();
            if (!request.succeeded(status)) {
                failure = "status " + status;
            }
        } catch (IOException e) {
            if (signals.aborting()) {
                // cut off by a cancel: neither answered nor failed, so not counted
                return;
            }
            failure = reason(e);
        }
        if (intendedNanos - signals.measureFrom() < 0) {
            // sent during the warm-up
            return;
        }
        long answered = System.nanoTime();
        if (signals.afterWindow(answered)) {
            meter.recordAfterWindow();
            return;
        }
        long latency = answered - intendedNanos;
        meter.record(latency, failure != null, connection.bytesSent() - sentBefore,
                connection.bytesReceived() - receivedBefore);
        if (failure != null) {
            signals.failures().add(failure);
        }
    }

    private static String reason(IOException e) {
        if (e instanceof ConnectException) {
            return "connection refused";
        }
        if (e instanceof SocketTimeoutException) {
            return "timed out";
        }
        String message = e.getMessage();
        return message == null ? e.getClass().getSimpleName() : message;
    }

    VuMeter meter() {
        return meter;
    }

    /** Unblocks a request waiting for its answer; called from the ticker when the run must end now. */
    void abort() {
        connection.abort();
    }
}
