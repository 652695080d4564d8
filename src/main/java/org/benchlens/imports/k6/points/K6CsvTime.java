package org.benchlens.imports.k6.points;

/**
 * The timestamp column of k6's CSV output, in whichever {@code timeFormat} it was written:
 * Unix seconds (the default), milli-, micro- or nanoseconds, or RFC 3339. The unit of a Unix
 * time is told by its size, since a benchmark ran after 1973 and before 5138.
 */
final class K6CsvTime {

    private K6CsvTime() {
    }

    /** Nanoseconds since the epoch, or {@link K6PointTime#INVALID}. */
    static long parse(String text) {
        String time = text.strip();
        if (!time.isEmpty() && time.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return time.length() > 19 ? K6PointTime.INVALID : unix(Long.parseLong(time));
        }
        return K6PointTime.parse(time);
    }

    private static long unix(long value) {
        if (value < 100_000_000_000L) {
            return K6PointTime.ofEpochSecond(value, 0);
        }
        if (value < 100_000_000_000_000L) {
            return K6PointTime.ofEpochSecond(value / 1000, value % 1000 * 1_000_000);
        }
        if (value < 100_000_000_000_000_000L) {
            return K6PointTime.ofEpochSecond(value / 1_000_000, value % 1_000_000 * 1000);
        }
        return K6PointTime.ofEpochSecond(value / 1_000_000_000, value % 1_000_000_000);
    }
}
