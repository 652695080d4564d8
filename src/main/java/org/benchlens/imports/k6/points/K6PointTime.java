package org.benchlens.imports.k6.points;

import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * Times of k6 points as nanoseconds since the epoch. RFC 3339 text ({@code 2023-09-08T21:03:10.549397854+02:00})
 * is read without creating objects, because every line of a k6 file has one.
 */
final class K6PointTime {

    /** Returned for text that is not an RFC 3339 time in the years BenchLens accepts. */
    static final long INVALID = Long.MIN_VALUE;

    /** Points outside these years are not from a benchmark; the bounds also keep nanoseconds in a long. */
    static final int FIRST_YEAR = 1970;
    static final int LAST_YEAR = 2200;

    private static final long NANOS_PER_SECOND = 1_000_000_000L;
    private static final long LAST_EPOCH_SECOND = daysFromCivil(LAST_YEAR + 1, 1, 1) * 86_400L;

    private K6PointTime() {
    }

    /**
     * Nanoseconds since the epoch of a time written as text, RFC 3339 or the ISO 8601 forms
     * java.time reads (without seconds, say), or {@link #INVALID}: for the times that are not read
     * from the bytes of a line.
     */
    static long parse(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        long nanos = parseRfc3339(bytes, 0, bytes.length);
        if (nanos != INVALID) {
            return nanos;
        }
        try {
            OffsetDateTime time = OffsetDateTime.parse(text);
            return ofEpochSecond(time.toEpochSecond(), time.getNano());
        } catch (DateTimeParseException e) {
            return INVALID;
        }
    }

    /** Nanoseconds since the epoch of an RFC 3339 time, or {@link #INVALID}. */
    static long parseRfc3339(byte[] b, int offset, int length) {
        if (length < 20) {
            return INVALID;
        }
        long minute = localMinute(b, offset);
        return minute == Long.MIN_VALUE ? INVALID : parseRest(b, offset, length, minute);
    }

    /**
     * The epoch second of the minute in "YYYY-MM-DDTHH:MM" (16 bytes at {@code offset}), as if it
     * were UTC; Long.MIN_VALUE when it is not a valid date and time.
     */
    static long localMinute(byte[] b, int offset) {
        int year = digits(b, offset, 4);
        int month = digits(b, offset + 5, 2);
        int day = digits(b, offset + 8, 2);
        int hour = digits(b, offset + 11, 2);
        int minute = digits(b, offset + 14, 2);
        byte t = b[offset + 10];
        if ((year | month | day | hour | minute) < 0 || b[offset + 4] != '-' || b[offset + 7] != '-'
                || (t != 'T' && t != 't' && t != ' ') || b[offset + 13] != ':') {
            return Long.MIN_VALUE;
        }
        if (year < FIRST_YEAR - 1 || year > LAST_YEAR + 1 || month < 1 || month > 12 || day < 1
                || day > daysInMonth(year, month) || hour > 23 || minute > 59) {
            return Long.MIN_VALUE;
        }
        return daysFromCivil(year, month, day) * 86_400L + hour * 3600L + minute * 60L;
    }

    /** Reads ":SS[.fraction](Z|+HH:MM)" after the minute at {@code offset + 16}. */
    static long parseRest(byte[] b, int offset, int length, long localMinute) {
        int second = digits(b, offset + 17, 2);
        if (b[offset + 16] != ':' || second < 0 || second > 60) {
            return INVALID;
        }
        int i = offset + 19;
        int end = offset + length;
        long nanos = 0;
        if (b[i] == '.') {
            i++;
            int start = i;
            long scale = NANOS_PER_SECOND;
            while (i < end && b[i] >= '0' && b[i] <= '9') {
                if (scale > 1) {
                    scale /= 10;
                    nanos += (b[i] - '0') * scale;
                }
                i++;
            }
            if (i == start) {
                return INVALID;
            }
        }
        if (i >= end) {
            return INVALID;
        }
        int offsetSeconds;
        byte zone = b[i];
        if ((zone == 'Z' || zone == 'z') && i + 1 == end) {
            offsetSeconds = 0;
        } else if ((zone == '+' || zone == '-') && i + 6 == end && b[i + 3] == ':') {
            int hours = digits(b, i + 1, 2);
            int minutes = digits(b, i + 4, 2);
            if (hours < 0 || minutes < 0 || hours > 23 || minutes > 59) {
                return INVALID;
            }
            offsetSeconds = (hours * 3600 + minutes * 60) * (zone == '-' ? -1 : 1);
        } else {
            return INVALID;
        }
        // a leap second (:60) is counted as the last second of its minute
        return ofEpochSecond(localMinute + Math.min(second, 59) - offsetSeconds, nanos);
    }

    /** Nanoseconds since the epoch, or {@link #INVALID} outside the accepted years. */
    static long ofEpochSecond(long epochSecond, long nanos) {
        if (epochSecond < 0 || epochSecond >= LAST_EPOCH_SECOND) {
            return INVALID;
        }
        return epochSecond * NANOS_PER_SECOND + nanos;
    }

    static long epochSecond(long epochNanos) {
        return Math.floorDiv(epochNanos, NANOS_PER_SECOND);
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (the usual era-based formula). */
    static long daysFromCivil(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yearOfEra = y - era * 400;
        int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097L + dayOfEra - 719_468L;
    }

    private static int daysInMonth(int year, int month) {
        return switch (month) {
            case 2 -> (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    /** The decimal number in {@code count} digits at {@code offset}, or -1. */
    private static int digits(byte[] b, int offset, int count) {
        int value = 0;
        for (int i = offset; i < offset + count; i++) {
            int digit = b[i] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value;
    }
}
