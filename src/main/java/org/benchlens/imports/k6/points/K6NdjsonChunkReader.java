package org.benchlens.imports.k6.points;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts an input into chunks of whole lines, each read into a buffer of its own so that it can
 * be parsed on another thread while the next is read. A line must fit in one chunk. An input whose
 * first line ends with a lone carriage return (old Mac line ends, some editors and transfers) has
 * every carriage return read as the line feed it stands for.
 */
final class K6NdjsonChunkReader {

    /**
     * Bytes asked of the stream at a time: the file is copied through a buffer and hashed on the
     * way, which is faster while that buffer stays in the processor's cache.
     */
    private static final int READ = 128 << 10;
    /** Reads of a stream that may stop short are this small, so that little is lost when it does. */
    private static final int CAREFUL_READ = 1 << 16;

    private final InputStream in;
    private final int chunkSize;
    private final boolean mayStopShort;
    private byte[] carry = new byte[0];
    private int carryLength;
    private boolean end;
    private boolean started;
    private boolean endsEarly;
    private boolean carriageReturnLines;

    /**
     * @param chunkSize    bytes per chunk; buffers given to {@link #next} must hold one more
     * @param mayStopShort true for gzip data, which a stopped k6 leaves cut in the middle
     */
    K6NdjsonChunkReader(InputStream in, int chunkSize, boolean mayStopShort) {
        this.in = in;
        this.chunkSize = chunkSize;
        this.mayStopShort = mayStopShort;
    }

    /**
     * Fills {@code buffer} with the next whole lines.
     *
     * @return the chunk, or null at the end of the input
     * @throws LineTooLong when a line does not fit in a chunk
     */
    K6NdjsonChunk next(byte[] buffer) throws IOException {
        System.arraycopy(carry, 0, buffer, 0, carryLength);
        int filled = carryLength;
        carryLength = 0;
        while (!end && filled < chunkSize) {
            int n = read(buffer, filled, chunkSize - filled);
            if (n < 0) {
                end = true;
            } else {
                filled += n;
            }
        }
        if (!started) {
            started = true;
            filled = skipByteOrderMark(buffer, filled);
            carriageReturnLines = firstLineEndIsALoneCarriageReturn(buffer, filled);
        }
        if (carriageReturnLines) {
            for (int i = 0; i < filled; i++) {
                if (buffer[i] == '\r') {
                    buffer[i] = '\n';
                }
            }
        }
        if (end) {
            if (filled == 0) {
                return null;
            }
            buffer[filled] = '\n';
            return new K6NdjsonChunk(buffer, filled, true);
        }
        int lastNewline = filled - 1;
        while (lastNewline >= 0 && buffer[lastNewline] != '\n') {
            lastNewline--;
        }
        if (lastNewline < 0) {
            throw new LineTooLong();
        }
        carryLength = filled - lastNewline - 1;
        if (carry.length < carryLength) {
            carry = new byte[Math.max(carryLength, 4096)];
        }
        System.arraycopy(buffer, lastNewline + 1, carry, 0, carryLength);
        buffer[lastNewline + 1] = '\n';
        return new K6NdjsonChunk(buffer, lastNewline + 1, false);
    }

    /** True when the input (gzip data) stopped in the middle: the file was cut. */
    boolean endsEarly() {
        return endsEarly;
    }

    private int read(byte[] buffer, int offset, int length) throws IOException {
        if (!mayStopShort) {
            return in.read(buffer, offset, Math.min(length, READ));
        }
        if (endsEarly) {
            return -1;
        }
        // a buffered gzip stream may fill part of a read and then find its data cut, losing the
        // count of what it filled: the region is zeroed first, and text has no NUL bytes
        int n = Math.min(length, CAREFUL_READ);
        Arrays.fill(buffer, offset, offset + n, (byte) 0);
        try {
            return in.read(buffer, offset, n);
        } catch (EOFException e) {
            endsEarly = true;
            int filled = n;
            while (filled > 0 && buffer[offset + filled - 1] == 0) {
                filled--;
            }
            return filled > 0 ? filled : -1;
        }
    }

    private static boolean firstLineEndIsALoneCarriageReturn(byte[] buffer, int filled) {
        for (int i = 0; i < filled; i++) {
            if (buffer[i] == '\n') {
                return false;
            }
            if (buffer[i] == '\r') {
                return i + 1 == filled || buffer[i + 1] != '\n';
            }
        }
        return false;
    }

    private static int skipByteOrderMark(byte[] buffer, int filled) {
        if (filled >= 3 && (buffer[0] & 0xff) == 0xef && (buffer[1] & 0xff) == 0xbb && (buffer[2] & 0xff) == 0xbf) {
            System.arraycopy(buffer, 3, buffer, 0, filled - 3);
            return filled - 3;
        }
        return filled;
    }

    /** A line longer than a chunk: not k6 output, and never held whole. */
    static final class LineTooLong extends IOException {
        LineTooLong() {
            super("a line does not fit in a chunk", null);
        }
    }
}
