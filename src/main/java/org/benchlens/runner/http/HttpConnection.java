package org.benchlens.runner.http;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * One VU's keep-alive HTTP/1.1 connection on a plain blocking socket (TLS when the URL is https).
 * It sends the prepared bytes and reads the answer to its end (Content-Length, chunked, or until
 * the server closes), counting the bytes each way. Used by one thread; {@link #abort} may be
 * called from another to unblock it.
 */
final class HttpConnection implements Closeable {

    private final PreparedRequest request;
    private final InetSocketAddress address;
    private final int timeoutMillis;
    private final ResponseReader reader = new ResponseReader();
    private volatile Socket socket;
    private OutputStream out;
    private boolean reused;
    private long bytesSent;

    HttpConnection(PreparedRequest request, InetSocketAddress address, int timeoutMillis) {
        this.request = request;
        this.address = address;
        this.timeoutMillis = timeoutMillis;
    }

    /**
     * Sends the request and reads the whole answer; returns its status. A kept-alive connection
     * the server closed meanwhile is opened again once, as browsers and k6 do.
     */
    int exchange() throws IOException {
        if (socket == null) {
            connect();
        }
        try {
            return send();
        } catch (EOFException staleConnection) {
            if (!reused || reader.bytesOfThisResponse() > 0) {
                close();
                throw staleConnection;
            }
            close();
            connect();
            return send();
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    private int send() throws IOException {
        byte[] bytes = request.bytes();
        out.write(bytes);
        bytesSent += bytes.length;
        int status = reader.read(request.expectsNoBody());
        reused = true;
        if (reader.closeAfter()) {
            close();
        }
        return status;
    }

    private void connect() throws IOException {
        Socket plain = new Socket();
        try {
            plain.setTcpNoDelay(true);
            plain.connect(address, timeoutMillis);
            plain.setSoTimeout(timeoutMillis);
            Socket connected = plain;
            if (request.https()) {
                SSLSocket tls = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                        .createSocket(plain, request.host(), request.port(), true);
                tls.startHandshake();
                connected = tls;
            }
            InputStream in = connected.getInputStream();
            out = connected.getOutputStream();
            reader.attach(in);
            reused = false;
            socket = connected;
        } catch (IOException e) {
            plain.close();
            throw e;
        }
    }

    long bytesSent() {
        return bytesSent;
    }

    long bytesReceived() {
        return reader.bytesReceived();
    }

    /** Closes the socket from any thread: a request waiting for its answer fails at once. */
    void abort() {
        Socket current = socket;
        if (current != null) {
            try {
                current.close();
            } catch (IOException ignored) {
                // closing is all we wanted
            }
        }
    }

    @Override
    public void close() {
        abort();
        socket = null;
    }
}
