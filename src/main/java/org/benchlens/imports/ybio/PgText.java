package org.benchlens.imports.ybio;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.ChronoField;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Values as PostgreSQL prints them in its default styles (DateStyle ISO, IntervalStyle postgres).
 * Each parser returns null when the text is not such a value, so the caller can say where.
 * Plain numbers are read by {@link org.benchlens.imports.Quantities#number}.
 */
final class PgText {

    /** {@code 2021-09-05 08:58:57.403667}, optionally with a zone offset when the column was timestamptz. */
    private static final DateTimeFormatter TIMESTAMP = new DateTimeFormatterBuilder()
            .appendPattern("uuuu-MM-dd")
            .optionalStart().appendLiteral(' ').optionalEnd()
            .optionalStart().appendLiteral('T').optionalEnd()
            .appendPattern("HH:mm:ss")
            .optionalStart().appendFraction(ChronoField.NANO_OF_SECOND, 1, 9, true).optionalEnd()
            .optionalStart().appendOffset("+HH:mm", "Z").optionalEnd()
            .optionalStart().appendOffset("+HH", "Z").optionalEnd()
            .toFormatter()
            .withResolverStyle(ResolverStyle.STRICT);

    /** {@code [N year(s)] [N mon(s)] [N day(s)] [[-]HH:MM:SS[.ffffff]]}. */
    private static final Pattern INTERVAL = Pattern.compile(
            "(?:(-?\\d+) years? ?)?(?:(-?\\d+) mons? ?)?(?:(-?\\d+) days? ?)?"
                    + "(?:([-+])?(\\d+):(\\d\\d):(\\d\\d(?:\\.\\d+)?))?");

    /** PostgreSQL's own conversion of months and years to seconds (extract(epoch from interval)). */
    private static final double SECONDS_PER_DAY = 86_400;
    private static final double SECONDS_PER_MONTH = 30 * SECONDS_PER_DAY;
    private static final double SECONDS_PER_YEAR = 365.25 * SECONDS_PER_DAY;

    private PgText() {
    }

    /** A point in time; {@code zoned} is false when the text had no zone and was read as UTC. */
    record Timestamp(Instant instant, boolean zoned) {
    }

    /** A timestamp, one without zone read as UTC; null when the text is not a timestamp. */
    static Timestamp timestamp(String text) {
        try {
            var parsed = TIMESTAMP.parseBest(text.strip(), OffsetDateTime::from, LocalDateTime::from);
            return parsed instanceof OffsetDateTime offset
                    ? new Timestamp(offset.toInstant(), true)
                    : new Timestamp(((LocalDateTime) parsed).toInstant(ZoneOffset.UTC), false);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** Seconds of an interval; null when the text is not one. */
    static Double intervalSeconds(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return null;
        }
        Matcher m = INTERVAL.matcher(t);
        if (!m.matches()) {
            return null;
        }
        double seconds = 0;
        if (m.group(1) != null) {
            seconds += Long.parseLong(m.group(1)) * SECONDS_PER_YEAR;
        }
        if (m.group(2) != null) {
            seconds += Long.parseLong(m.group(2)) * SECONDS_PER_MONTH;
        }
        if (m.group(3) != null) {
            seconds += Long.parseLong(m.group(3)) * SECONDS_PER_DAY;
        }
        if (m.group(5) != null) {
            double time = Long.parseLong(m.group(5)) * 3600.0 + Long.parseLong(m.group(6)) * 60.0
                    + Double.parseDouble(m.group(7));
            seconds += "-".equals(m.group(4)) ? -time : time;
        }
        return seconds;
    }

    /** {@code t}/{@code f} as psql prints booleans (true/false accepted too); null otherwise. */
    static Boolean bool(String text) {
        return switch (text.strip().toLowerCase()) {
            case "t", "true" -> Boolean.TRUE;
            case "f", "false" -> Boolean.FALSE;
            default -> null;
        };
    }

    /** A number written as a person reads it: {@code 1e6} → {@code 1000000}, {@code 0.50} → {@code 0.5}. */
    static String plain(String number) {
        try {
            BigDecimal value = new BigDecimal(number.strip());
            return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return number.strip();
        }
    }
}
