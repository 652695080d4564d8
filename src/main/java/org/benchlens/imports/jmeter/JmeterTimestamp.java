package org.benchlens.imports.jmeter;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;

/**
 * A JMeter sample's start: milliseconds since the epoch (JMeter's default), or a date and time as
 * {@code jmeter.save.saveservice.timestamp_format} wrote it ({@code 2014-02-24 07:42:21.256},
 * {@code 2014/02/24 07:42:21}), read as UTC since the file does not say its zone.
 */
final class JmeterTimestamp {

    private static final DateTimeFormatter FORMATTED = new DateTimeFormatterBuilder()
            .appendPattern("yyyy[-][/]MM[-][/]dd[ ]['T']HH:mm:ss")
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd()
            .toFormatter();

    private JmeterTimestamp() {
    }

    /** Epoch milliseconds; throws {@link IllegalArgumentException} for anything else. */
    static long epochMillis(String text) {
        if (!text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9') && text.length() <= 15) {
            return Long.parseLong(text);
        }
        try {
            return LocalDateTime.parse(text.strip(), FORMATTED).toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** True when the text is a formatted date rather than epoch milliseconds. */
    static boolean formatted(String text) {
        return !text.chars().allMatch(c -> c >= '0' && c <= '9');
    }
}
