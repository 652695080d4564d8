package org.benchlens.model;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Durations as Go's {@code time.Duration} prints them, and k6, vegeta, hey and the other tools written in Go
 * with it: one or more parts of a number and a unit, {@code 1h2m3s}, {@code 1m30s}, {@code 1m00.1s},
 * {@code 500ms}, {@code 70.96µs}, {@code 990ns}. The one reader of them, for imported files and typed settings.
 */
public final class GoDuration {

    private static final Pattern PART = Pattern.compile("\\G(\\d+(?:\\.\\d+)?|\\.\\d+)(h|ms|m|s|[µμu]s|ns)");

    private GoDuration() {
    }

    /** The duration in milliseconds, exactly; empty when {@code text} is not one (a bare number is not). */
    public static Optional<BigDecimal> millis(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        Matcher part = PART.matcher(text);
        BigDecimal total = BigDecimal.ZERO;
        int end = 0;
        while (part.find()) {
            BigDecimal amount = new BigDecimal(part.group(1));
            total = total.add(switch (part.group(2)) {
                case "h" -> amount.multiply(BigDecimal.valueOf(3_600_000));
                case "m" -> amount.multiply(BigDecimal.valueOf(60_000));
                case "s" -> amount.movePointRight(3);
                case "ms" -> amount;
                case "ns" -> amount.movePointLeft(6);
                default -> amount.movePointLeft(3);
            });
            end = part.end();
        }
        return end == text.length() ? Optional.of(total) : Optional.empty();
    }
}
