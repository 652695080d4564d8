package org.benchlens.imports.k6;

/**
 * Reads RFC 3339 times line after line. Consecutive points share their date, hour and minute,
 * so those are parsed once and remembered by their bytes; the rest (seconds, fraction, offset)
 * is read each time.
 */
final class K6PointTimeParser {

    private long cachedHead0;
    private long cachedHead1;
    /** Epoch seconds of the cached minute, before the offset; Long.MIN_VALUE when none. */
    private long cachedMinute = Long.MIN_VALUE;

    /** Nanoseconds since the epoch, or {@link K6PointTime#INVALID}. */
    long parse(byte[] b, int offset, int length) {
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
