package org.benchlens.imports.history;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The time of one row of a history: ISO 8601 (with a T or a space, with or without an offset;
 * UTC where none is given), Otava's own {@code 2024.01.01 3:00:00 +0100}, a date alone, or Unix
 * time in seconds or, with 13 digits, in milliseconds.
 */
final class HistoryTime {

    private static final Pattern EPOCH = Pattern.compile("\\d{9,13}(\\.\\d+)?");
    private static final List<DateTimeFormatter> WITH_OFFSET = List.of(
            DateTimeFormatter.ofPattern("yyyy.MM.dd H:mm[:ss] xx"),
            DateTimeFormatter.ofPattern("yyyy-MM-dd H:mm[:ss][.SSSSSS][.SSS] xx"),
            DateTimeFormatter.ofPattern("yyyy-MM-dd H:mm[:ss][.SSSSSS][.SSS]xxx"),
            DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    private static final List<DateTimeFormatter> LOCAL = List.of(
            DateTimeFormatter.ofPattern("yyyy.MM.dd H:mm[:ss]"),
            DateTimeFormatter.ofPattern("yyyy-MM-dd H:mm[:ss][.SSSSSS][.SSS]"),
            DateTimeFormatter.ISO_LOCAL_DATE_TIME);

    private HistoryTime() {
    }

    static Optional<Instant> parse(String text) {
        String t = text.strip();
        if (EPOCH.matcher(t).matches()) {
            double number = Double.parseDouble(t);
            return Optional.of(t.indexOf('.') < 0 && t.length() == 13 ? Instant.ofEpochMilli((long) number)
                    : Instant.ofEpochMilli(Math.round(number * 1000)));
        }
        if (t.endsWith("Z")) {
            t = t.substring(0, t.length() - 1) + "+00:00";
        }
        for (DateTimeFormatter format : WITH_OFFSET) {
            try {
                return Optional.of(OffsetDateTime.parse(t, format).toInstant());
            } catch (DateTimeParseException e) {
                // the next form
            }
        }
        for (DateTimeFormatter format : LOCAL) {
            try {
                return Optional.of(LocalDateTime.parse(t, format).toInstant(ZoneOffset.UTC));
            } catch (DateTimeParseException e) {
                // the next form
            }
        }
        try {
            return Optional.of(LocalDate.parse(t.replace('.', '-')).atStartOfDay().toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
