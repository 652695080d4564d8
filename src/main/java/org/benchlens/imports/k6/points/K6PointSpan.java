package org.benchlens.imports.k6.points;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A run of bytes inside a larger array: a name or a value found in a line, looked at where it
 * lies instead of being copied, so that reading a line allocates nothing. It may still hold JSON
 * escapes ({@link #escaped()}); {@link K6PointLine} decodes them when the text is needed.
 */
final class K6PointSpan {

    private byte[] bytes = new byte[0];
    private int offset;
    private int length;
    private boolean escaped;

    void set(byte[] source, int from, int count) {
        bytes = source;
        offset = from;
        length = count;
        escaped = false;
    }

    /** Points at the content of a JSON string that still holds escapes. */
    void setEscaped(byte[] source, int from, int count) {
        set(source, from, count);
        escaped = true;
    }

    void clear() {
        length = 0;
        escaped = false;
    }

    boolean escaped() {
        return escaped;
    }

    byte[] bytes() {
        return bytes;
    }

    int offset() {
        return offset;
    }

    int length() {
        return length;
    }

    boolean isEmpty() {
        return length == 0;
    }

    /** True when these bytes are exactly {@code expected} (compared as they are, escapes and all). */
    boolean is(byte[] expected) {
        int n = length;
        if (n != expected.length) {
            return false;
        }
        int i = 0;
        for (; i + 8 <= n; i += 8) {
            if (K6NdjsonBytes.longAt(bytes, offset + i) != K6NdjsonBytes.longAt(expected, i)) {
                return false;
            }
        }
        for (; i < n; i++) {
            if (bytes[offset + i] != expected[i]) {
                return false;
            }
        }
        return true;
    }

    /** A hash from the length and the last eight bytes, where names such as http_req_blocked differ. */
    int hash() {
        if (length < 8) {
            int h = length;
            for (int i = offset; i < offset + length; i++) {
                h = 31 * h + bytes[i];
            }
            return h;
        }
        long last = K6NdjsonBytes.longAt(bytes, offset + length - 8);
        long h = (last ^ (last >>> 29) ^ length) * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    byte[] copy() {
        return Arrays.copyOfRange(bytes, offset, offset + length);
    }

    /** The bytes as text; bytes that are not UTF-8 become U+FFFD. */
    String text() {
        return new String(bytes, offset, length, StandardCharsets.UTF_8);
    }

    /** The span read as a non-negative decimal integer, or -1 when it is not one. */
    int asStatus() {
        if (length == 0 || length > 9) {
            return -1;
        }
        int value = 0;
        for (int i = offset, end = offset + length; i < end; i++) {
            int digit = bytes[i] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }

    @Override
    public String toString() {
        return text();
    }
}
