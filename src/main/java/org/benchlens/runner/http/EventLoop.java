package org.benchlens.runner.http;

import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Closed-model VUs over plain http, many per thread: one selector drives the connections of its
 * VUs, each sending its next request as soon as the last is answered, as wrk does. A blocking
 * thread per VU costs a thread switch per request, which on a few cores makes the client the
 * bottleneck (decision 0021). The thread is the only writer of its {@link VuMeter}.
 */
final class EventLoop implements Runnable {

    private static final long SELECT_MILLIS = 100;
    private static final long TIMEOUT_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final PreparedRequest request;
    private final InetSocketAddress address;
    private final long timeoutNanos;
    private final LoadSignals signals;
    private final VuMeter meter = new VuMeter();
    private final Selector selector;
    private final List<Vu> vus = new ArrayList<>();
    /** The request's bytes outside the heap, which a socket writes without copying them first. */
    private final ByteBuffer requestBytes;

    EventLoop(PreparedRequest request, InetSocketAddress address, long timeoutNanos, LoadSignals signals, int count)
            throws IOException {
        this.request = request;
        this.address = address;
        this.timeoutNanos = timeoutNanos;
        this.signals = signals;
        this.selector = Selector.open();
        this.requestBytes = ByteBuffer.allocateDirect(request.bytes().length).put(request.bytes()).flip();
        for (int i = 0; i < count; i++) {
            vus.add(new Vu());
        }
    }

    VuMeter meter() {
        return meter;
    }

    /** Wakes the loop so that it sees an abort at once. */
    void wakeup() {
        selector.wakeup();
    }

    @Override
    public void run() {
        try {
            vus.forEach(vu -> vu.pending = true);
            long nextTimeoutCheck = System.nanoTime() + TIMEOUT_CHECK_NANOS;
            while (!signals.aborting()) {
                boolean busy = false;
                boolean pending = false;
                for (Vu vu : vus) {
                    if (vu.pending && !signals.stopping()) {
                        vu.pending = false;
                        vu.send();
                    }
                    busy |= vu.inFlight;
                    pending |= vu.pending;
                }
                if (!busy && signals.stopping()) {
                    return;
                }
                // ready keys are handed over one by one, not collected in the selector's set first
                if (pending) {
                    selector.selectNow(EventLoop::ready);
                } else {
                    selector.select(EventLoop::ready, SELECT_MILLIS);
                }
                long now = System.nanoTime();
                if (now - nextTimeoutCheck >= 0) {
                    nextTimeoutCheck = now + TIMEOUT_CHECK_NANOS;
                    for (Vu vu : vus) {
                        if (vu.inFlight && now - vu.sentAt > timeoutNanos) {
                            vu.fail(new SocketTimeoutException("timed out"));
                        }
                    }
                }
            }
        } catch (IOException e) {
            signals.failures().add("the client's selector failed: " + e.getMessage());
        } finally {
            vus.forEach(Vu::close);
            try {
                selector.close();
            } catch (IOException ignored) {
                // closing at the end of the run
            }
        }
    }

    private static void ready(SelectionKey key) {
        ((Vu) key.attachment()).ready(key);
    }

    /** One VU's connection and the request it has in flight. */
    private final class Vu {
        private final byte[] buffer = new byte[ResponseReader.BUFFER];
        private final ByteBuffer in = ByteBuffer.wrap(buffer);
        private final ByteBuffer out = requestBytes.asReadOnlyBuffer();
        private final ResponseParser parser = new ResponseParser();
        private SocketChannel channel;
        private SelectionKey key;
        private int position;
        private boolean inFlight;
        private boolean pending;
        private boolean reused;
        private boolean retried;
        private long sentAt;
        private long sent;
        private long received;

        void send() {
            sentAt = System.nanoTime();
            inFlight = true;
            retried = false;
            sent = 0;
            received = 0;
            start();
        }

        /** Writes the request, on the open connection or on a new one. */
        private void start() {
            parser.reset(request.expectsNoBody());
            position = 0;
            in.clear();
            out.clear();
            try {
                if (channel == null) {
                    channel = SocketChannel.open();
                    channel.configureBlocking(false);
                    channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                    reused = false;
                    key = channel.register(selector, 0, this);
                    if (!channel.connect(address)) {
                        key.interestOps(SelectionKey.OP_CONNECT);
                        return;
                    }
                }
                write();
            } catch (IOException e) {
                fail(e);
            }
        }

        void ready(SelectionKey readyKey) {
            if (!readyKey.isValid() || !inFlight) {
                return;
            }
            try {
                if (readyKey.isConnectable()) {
                    channel.finishConnect();
                    write();
                } else if (readyKey.isWritable()) {
                    write();
                } else if (readyKey.isReadable()) {
                    read();
                }
            } catch (IOException e) {
                fail(e);
            }
        }

        private void write() throws IOException {
            sent += channel.write(out);
            key.interestOps(out.hasRemaining() ? SelectionKey.OP_WRITE : SelectionKey.OP_READ);
        }

        private void read() throws IOException {
            if (!in.hasRemaining()) {
                if (position == 0) {
                    throw new IOException("the server sent a header line longer than " + buffer.length + " bytes");
                }
                System.arraycopy(buffer, position, buffer, 0, in.position() - position);
                in.position(in.position() - position);
                position = 0;
            }
            int read = channel.read(in);
            if (read < 0) {
                if (reused && !retried && received == 0) {
                    // the server closed the kept-alive connection meanwhile: send again on a new one
                    close();
                    retried = true;
                    start();
                    return;
                }
                parser.endOfStream();
            } else {
                received += read;
                position = parser.parse(buffer, position, in.position());
                if (position == in.position()) {
                    position = 0;
                    in.clear();
                }
            }
            if (parser.done()) {
                answered();
            }
        }

        private void answered() {
            inFlight = false;
            reused = true;
            record(request.succeeded(parser.status()) ? null : "status " + parser.status());
            if (parser.closeAfter()) {
                close();
            }
            pending = true;
        }

        void fail(IOException e) {
            if (signals.aborting()) {
                return;
            }
            boolean stale = reused && !retried && received == 0 && !(e instanceof EOFException)
                    && e.getMessage() != null && e.getMessage().contains("reset");
            close();
            if (stale) {
                retried = true;
                start();
                return;
            }
            inFlight = false;
            record(e instanceof ConnectException ? "connection refused"
                    : e instanceof SocketTimeoutException ? "timed out"
                    : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            pending = true;
        }

        private void record(String failure) {
            if (sentAt - signals.measureFrom() < 0) {
                return; // sent during the warm-up
            }
            long answered = System.nanoTime();
            if (signals.afterWindow(answered)) {
                meter.recordAfterWindow();
                return;
            }
            meter.record(answered - sentAt, failure != null, sent, received);
            if (failure != null) {
                signals.failures().add(failure);
            }
        }

        void close() {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // it is being thrown away
                }
                channel = null;
                key = null;
            }
        }
    }
}
