package org.benchlens.imports.k6.points;

import java.util.Arrays;

/**
 * Reads RFC 3339 times line after line. The points of one request share their time, and
 * consecutive points their date, hour and minute: those are remembered by their bytes, so most
 * times cost a comparison.
 */
final class K6PointTimeParser {

    /** The last time text and its value: the points of one request share their time. */
    private final byte[] lastText = new byte[64];
    private int lastLength = -1;
    private long lastNanos;

    private long cachedHead0;
    private long cachedHead1;
    /** Epoch seconds of the cached minute, before the offset; Long.MIN_VALUE when none. */
    private long cachedMinute = Long.MIN_VALUE;

    /** Nanoseconds since the epoch, or {@link K6PointTime#INVALID}. */
    long parse(byte[] b, int offset, int length) {
        if (length == lastLength && Arrays.equals(b, offset, offset + length, lastText, 0, length)) {
            return lastNanos;
        }
        long nanos = parseNew(b, offset, length);
        if (nanos != K6PointTime.INVALID && length <= lastText.length) {
            System.arraycopy(b, offset, lastText, 0, length);
            lastLength = length;
            lastNanos = nanos;
        }
        return nanos;
    }

    private long parseNew(byte[] b, int offset, int length) {
        // "YYYY-MM-DDTHH:MM" is 16 bytes: two longs, compared with the last line's
        if (length < 20 || offset + 16 > b.length) {
            return K6PointTime.parseRfc3339(b, offset, length);
        }
        long head0 = K6NdjsonBytes.longAt(b, offset);
        long head1 = K6NdjsonBytes.longAt(b, offset + 8);
        if (cachedMinute == Long.MIN_VALUE || head0 != cachedHead0 || head1 != cachedHead1) {
            long minute = K6PointTime.localMinute(b, offset);
            if (minute == Long.MIN_VALUE) {
                return K6PointTime.INVALID;
            }
            cachedHead0 = head0;
            cachedHead1 = head1;
            cachedMinute = minute;
        }
        return K6PointTime.parseRest(b, offset, length, cachedMinute);
    }
}
