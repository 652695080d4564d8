package org.benchlens.runner.http;

import java.io.EOFException;
import java.io.IOException;

/**
 * Finds where an HTTP/1.1 response ends, from bytes handed in as they arrive: the status, the
 * headers that say where the body ends, and the body (Content-Length, chunked, or until the
 * server closes), which is skipped. Lines are only consumed whole, so the caller keeps an
 * unfinished line and hands it in again with the bytes that follow. Only what is needed to find
 * the end is looked at, so that parsing costs little per request.
 */
final class ResponseParser {

    private static final byte[] CONTENT_LENGTH = "content-length:".getBytes();
    private static final byte[] TRANSFER_ENCODING = "transfer-encoding:".getBytes();
    private static final byte[] CONNECTION = "connection:".getBytes();

    private enum State { STATUS, HEADER, BODY, CHUNK_SIZE, CHUNK_DATA, CHUNK_END, TRAILER, UNTIL_CLOSE, DONE }

    private State state = State.DONE;
    private boolean noBody;
    private int status;
    private boolean closeAfter;
    private long contentLength;
    private boolean chunked;
    private long remaining;

    /** Starts a new response; {@code noBody} for the answer to a HEAD request. */
    void reset(boolean headRequest) {
        noBody = headRequest;
        state = State.STATUS;
    }

    /**
     * Consumes what it can of {@code bytes[from, to)}; returns the index of the first byte not
     * consumed (an unfinished line, or what follows the response once {@link #done()}).
     */
    int parse(byte[] bytes, int from, int to) throws IOException {
        int at = from;
        while (at < to && state != State.DONE) {
            switch (state) {
                case BODY, CHUNK_DATA -> {
                    int take = (int) Math.min(remaining, to - at);
                    at += take;
                    remaining -= take;
                    if (remaining == 0) {
                        state = state == State.BODY ? State.DONE : State.CHUNK_END;
                    }
                }
                case UNTIL_CLOSE -> at = to;
                default -> {
                    int newline = indexOf(bytes, at, to);
                    if (newline < 0) {
                        return at;
                    }
                    int end = newline > at && bytes[newline - 1] == '\r' ? newline - 1 : newline;
                    line(bytes, at, end);
                    at = newline + 1;
                }
            }
        }
        return at;
    }

    /** The server closed the connection: the end of a body that runs until then, else an answer cut short. */
    void endOfStream() throws IOException {
        if (state == State.UNTIL_CLOSE) {
            state = State.DONE;
            return;
        }
        if (state != State.DONE) {
            throw new EOFException(state == State.BODY || state == State.CHUNK_DATA
                    ? "the server closed the connection " + remaining + " bytes before the body's end"
                    : "the server closed the connection in the middle of an answer");
        }
    }

    boolean done() {
        return state == State.DONE;
    }

    int status() {
        return status;
    }

    /** True when the server said it closes the connection, or the body ran to the end of it. */
    boolean closeAfter() {
        return closeAfter;
    }

    private void line(byte[] bytes, int start, int end) throws IOException {
        switch (state) {
            case STATUS -> statusLine(bytes, start, end);
            case HEADER -> {
                if (end == start) {
                    endOfHead();
                } else {
                    header(bytes, start, end);
                }
            }
            case CHUNK_SIZE -> {
                remaining = parseHex(bytes, start, end);
                state = remaining == 0 ? State.TRAILER : State.CHUNK_DATA;
            }
            case CHUNK_END -> state = State.CHUNK_SIZE;
            case TRAILER -> {
                if (end == start) {
                    state = State.DONE;
                }
            }
            default -> throw new IllegalStateException("no line expected in state " + state);
        }
    }

    private void statusLine(byte[] bytes, int start, int end) throws IOException {
        if (end - start < 12 || !startsWith(bytes, start, "HTTP/1.")) {
            throw new IOException("the server's answer does not start with an HTTP/1.x status line");
        }
        status = digit(bytes[start + 9]) * 100 + digit(bytes[start + 10]) * 10 + digit(bytes[start + 11]);
        closeAfter = bytes[start + 7] == '0';
        contentLength = -1;
        chunked = false;
        state = State.HEADER;
    }

    private void header(byte[] bytes, int start, int end) throws IOException {
        if (startsWithIgnoreCase(bytes, start, end, CONTENT_LENGTH)) {
            contentLength = parseLength(bytes, start + CONTENT_LENGTH.length, end);
        } else if (startsWithIgnoreCase(bytes, start, end, TRANSFER_ENCODING)) {
            chunked = containsIgnoreCase(bytes, start, end, "chunked");
        } else if (startsWithIgnoreCase(bytes, start, end, CONNECTION)) {
            if (containsIgnoreCase(bytes, start, end, "close")) {
                closeAfter = true;
            } else if (containsIgnoreCase(bytes, start, end, "keep-alive")) {
                closeAfter = false;
            }
        }
    }

    private void endOfHead() {
        if (status < 200 && status != 101) {
            state = State.STATUS; // an interim answer (100 Continue); the real one follows
        } else if (noBody || status == 204 || status == 304) {
            state = State.DONE;
        } else if (chunked) {
            state = State.CHUNK_SIZE;
        } else if (contentLength >= 0) {
            remaining = contentLength;
            state = remaining == 0 ? State.DONE : State.BODY;
        } else {
            closeAfter = true;
            state = State.UNTIL_CLOSE;
        }
    }

    private static int indexOf(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static int digit(byte b) throws IOException {
        int value = b - '0';
        if (value < 0 || value > 9) {
            throw new IOException("the server's status line has no three-digit status");
        }
        return value;
    }

    private static long parseLength(byte[] bytes, int from, int to) throws IOException {
        long value = 0;
        boolean any = false;
        for (int i = from; i < to; i++) {
            byte b = bytes[i];
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

    private static long parseHex(byte[] bytes, int from, int to) throws IOException {
        long value = 0;
        boolean any = false;
        for (int i = from; i < to; i++) {
            int digit = Character.digit(bytes[i], 16);
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

    private static boolean startsWith(byte[] bytes, int at, String text) {
        for (int i = 0; i < text.length(); i++) {
            if (bytes[at + i] != text.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsWithIgnoreCase(byte[] bytes, int from, int to, byte[] lowerCase) {
        if (to - from < lowerCase.length) {
            return false;
        }
        for (int i = 0; i < lowerCase.length; i++) {
            if ((bytes[from + i] | 0x20) != lowerCase[i] && bytes[from + i] != lowerCase[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsIgnoreCase(byte[] bytes, int from, int to, String lowerCase) {
        outer:
        for (int start = from; start + lowerCase.length() <= to; start++) {
            for (int i = 0; i < lowerCase.length(); i++) {
                if ((bytes[start + i] | 0x20) != lowerCase.charAt(i)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
