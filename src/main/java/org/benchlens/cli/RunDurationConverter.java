package org.benchlens.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine.ITypeConverter;

/** A duration as typed: 30 (seconds), 30s, 2m, 1h, 1m30s. */
final class RunDurationConverter implements ITypeConverter<Duration> {

    private static final Pattern PART = Pattern.compile("(\\d+)(h|m|s)");

    @Override
    public Duration convert(String text) {
        String typed = text.strip().toLowerCase(Locale.ROOT);
        if (typed.matches("\\d+")) {
            return Duration.ofSeconds(Long.parseLong(typed));
        }
        Matcher part = PART.matcher(typed);
        Duration total = Duration.ZERO;
        int end = 0;
        while (part.find() && part.start() == end) {
            long amount = Long.parseLong(part.group(1));
            total = total.plus(switch (part.group(2)) {
                case "h" -> Duration.ofHours(amount);
                case "m" -> Duration.ofMinutes(amount);
                default -> Duration.ofSeconds(amount);
            });
            end = part.end();
        }
        if (end == 0 || end != typed.length()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration; expected seconds (30) or 30s, 2m, 1h, 1m30s");
        }
        return total;
    }
}
