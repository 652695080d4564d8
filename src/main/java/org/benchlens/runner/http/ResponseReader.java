package org.benchlens.runner.http;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads HTTP/1.1 responses from one connection through a buffer of its own: the status line,
 * the headers that say where the body ends, and the body, which is skipped. Only what is needed
 * to find the end of a response is looked at, so that reading costs little per request.
 */
final class ResponseReader {

    private static final int BUFFER = 16 * 1024;
    private static final byte[] CONTENT_LENGTH = "content-length:".getBytes();
    private static final byte[] TRANSFER_ENCODING = "transfer-encoding:".getBytes();
    private static final byte[] CONNECTION = "connection:".getBytes();

    private final byte[] buffer = new byte[BUFFER];
    private InputStream in;
    private int position;
    private int limit;
    private long bytesReceived;
    private long responseStart;
    private boolean closeAfter;
    private long contentLength;
    private boolean chunked;
    /** The end of the line last returned by {@link #line}, before its CR LF. */
    private int lineEnd;

    void attach(InputStream input) {
        in = input;
        position = 0;
        limit = 0;
    }

    /** Reads one response, skipping interim 1xx ones; returns its status. */
    int read(boolean noBody) throws IOException {
        responseStart = bytesReceived - (limit - position);
        while (true) {
            int status = readHead();
            if (status >= 200 || status == 101) {
                skipBody(noBody || status == 204 || status == 304);
                return status;
            }
        }
    }

    /** Bytes of the current response read so far; 0 when the server closed before answering. */
    long bytesOfThisResponse() {
        return bytesReceived - responseStart;
    }

    /** True when the server said it closes the connection, or the body ran to the end of it. */
    boolean closeAfter() {
        return closeAfter;
    }

    long bytesReceived() {
        return bytesReceived;
    }

    private int readHead() throws IOException {
        int start = line();
        if (limit - start < 12 || !startsWith(start, "HTTP/1.")) {
            throw new IOException("the server's answer does not start with an HTTP/1.x status line");
        }
        int status = digit(start + 9) * 100 + digit(start + 10) * 10 + digit(start + 11);
        boolean http10 = buffer[start + 7] == '0';
        contentLength = -1;
        chunked = false;
        closeAfter = http10;
        while (true) {
            start = line();
            int end = lineEnd;
            if (end == start) {
                return status;
            }
            if (startsWithIgnoreCase(start, end, CONTENT_LENGTH)) {
                contentLength = parseLength(start + CONTENT_LENGTH.length, end);
            } else if (startsWithIgnoreCase(start, end, TRANSFER_ENCODING)) {
                chunked = containsIgnoreCase(start, end, "chunked");
            } else if (startsWithIgnoreCase(start, end, CONNECTION)) {
                if (containsIgnoreCase(start, end, "close")) {
                    closeAfter = true;
                } else if (containsIgnoreCase(start, end, "keep-alive")) {
                    closeAfter = false;
                }
            }
        }
    }

    private void skipBody(boolean none) throws IOException {
        if (none) {
            return;
        }
        if (chunked) {
            while (true) {
                int start = line();
                long size = parseHex(start, lineEnd);
                if (size == 0) {
                    while (line() != lineEnd) {
                        // trailer fields, up to the empty line
                    }
                    return;
                }
                skip(size);
                line();
            }
        } else if (contentLength >= 0) {
            skip(contentLength);
        } else {
            // no length: the body runs until the server closes
            closeAfter = true;
            position = limit;
            while (fill()) {
                position = limit;
            }
        }
    }

    /** Reads up to the next LF; returns the start of the line in the buffer and sets {@link #lineEnd}. */
    private int line() throws IOException {
        int scan = position;
        while (true) {
            for (; scan < limit; scan++) {
                if (buffer[scan] == '\n') {
                    int start = position;
                    lineEnd = scan > start && buffer[scan - 1] == '\r' ? scan - 1 : scan;
                    position = scan + 1;
                    return start;
                }
            }
            if (position > 0) {
                int kept = limit - position;
                System.arraycopy(buffer, position, buffer, 0, kept);
                scan -= position;
                position = 0;
                limit = kept;
            }
            if (limit == buffer.length) {
                throw new IOException("the server sent a header line longer than " + BUFFER + " bytes");
            }
            if (!fill()) {
                throw new EOFException("the server closed the connection in the middle of an answer");
            }
        }
    }

    private void skip(long count) throws IOException {
        long left = count;
        while (true) {
            int available = limit - position;
            if (available >= left) {
                position += (int) left;
                return;
            }
            left -= available;
            position = 0;
            limit = 0;
            if (!fill()) {
                throw new EOFException("the server closed the connection " + left + " bytes before the body's end");
            }
        }
    }

    /** Reads more bytes after {@code limit}; false at the end of the stream. */
    private boolean fill() throws IOException {
        if (position == limit) {
            position = 0;
            limit = 0;
        }
        int read = in.read(buffer, limit, buffer.length - limit);
        if (read < 0) {
            return false;
        }
        limit += read;
        bytesReceived += read;
        return true;
    }

    private int digit(int at) throws IOException {
        int value = buffer[at] - '0';
        if (value < 0 || value > 9) {
            throw new IOException("the server's status line has no three-digit status");
        }
        return value;
    }

    private long parseLength(int from, int to) throws IOException {
        long value = 0;
        boolean any = false;
        for (int i = from; i < to; i++) {
            byte b = buffer[i];
            if (b >= '0' && b <= '9') {
                value = value * 10 + (b - '0');
                any = true;
            } else if (b != ' ' && b != '\t') {
                break;
            }
        }
        if (!any) {
            throw new IOException("the server sent a Content-Length that is not a number");
        }
        return value;
    }

    private long parseHex(int from, int to) throws IOException {
        long value = 0;
        boolean any = false;
        for (int i = from; i < to; i++) {
            int digit = Character.digit(buffer[i], 16);
            if (digit < 0) {
                break;
            }
            value = value * 16 + digit;
            any = true;
        }
        if (!any) {
            throw new IOException("the server sent a chunk without a size");
        }
        return value;
    }

    private boolean startsWith(int at, String text) {
        for (int i = 0; i < text.length(); i++) {
            if (buffer[at + i] != text.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean startsWithIgnoreCase(int from, int to, byte[] lowerCase) {
        if (to - from < lowerCase.length) {
            return false;
        }
        for (int i = 0; i < lowerCase.length; i++) {
            if ((buffer[from + i] | 0x20) != lowerCase[i] && buffer[from + i] != lowerCase[i]) {
                return false;
            }
        }
        return true;
    }

    private boolean containsIgnoreCase(int from, int to, String lowerCase) {
        outer:
        for (int start = from; start + lowerCase.length() <= to; start++) {
            for (int i = 0; i < lowerCase.length(); i++) {
                if ((buffer[start + i] | 0x20) != lowerCase.charAt(i)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
