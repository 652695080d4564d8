package org.benchlens.runner.http;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads HTTP/1.1 responses from a blocking stream through a buffer of its own, handing the
 * bytes to a {@link ResponseParser}; bytes after a response stay for the next one.
 */
final class ResponseReader {

    static final int BUFFER = 16 * 1024;

    private final byte[] buffer = new byte[BUFFER];
    private final ResponseParser parser = new ResponseParser();
    private InputStream in;
    private int position;
    private int limit;
    private long bytesReceived;
    private long receivedAtStart;

    void attach(InputStream input) {
        in = input;
        position = 0;
        limit = 0;
    }

    /** Reads one response, skipping interim 1xx ones; returns its status. */
    int read(boolean headRequest) throws IOException {
        parser.reset(headRequest);
        receivedAtStart = bytesReceived - (limit - position);
        while (true) {
            position = parser.parse(buffer, position, limit);
            if (parser.done()) {
                return parser.status();
            }
            if (position == limit) {
                position = 0;
                limit = 0;
            } else if (limit == buffer.length) {
                if (position == 0) {
                    throw new IOException("the server sent a header line longer than " + BUFFER + " bytes");
                }
                System.arraycopy(buffer, position, buffer, 0, limit - position);
                limit -= position;
                position = 0;
            }
            int read = in.read(buffer, limit, buffer.length - limit);
            if (read < 0) {
                parser.endOfStream();
                return parser.status();
            }
            limit += read;
            bytesReceived += read;
        }
    }

    /** Bytes of the current response received so far; 0 when the server closed before answering. */
    long bytesOfThisResponse() {
        return bytesReceived - receivedAtStart;
    }

    /** True when the server said it closes the connection, or the body ran to the end of it. */
    boolean closeAfter() {
        return parser.closeAfter();
    }

    long bytesReceived() {
        return bytesReceived;
    }
}
