package org.benchlens.runner.k6;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A duration as k6 takes it on its command line: {@code 30s}, {@code 1m30s}, {@code 2h}, {@code 500ms}. */
public record K6Duration(String text, Duration length) {

    private static final Pattern WHOLE = Pattern.compile("(?:\\d+(?:\\.\\d+)?(?:ms|h|m|s))+");
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|h|m|s)");

    /** Reads {@code text}; throws with a sentence naming {@code option} when k6 would refuse it. */
    public static K6Duration parse(String text, String option) {
        String clean = text == null ? "" : text.strip();
        if (!WHOLE.matcher(clean).matches()) {
            throw new IllegalArgumentException(option + " expects a duration such as 30s, 1m30s or 2h, not '"
                    + clean + "'");
        }
        double millis = 0;
        Matcher part = PART.matcher(clean);
        while (part.find()) {
            double amount = Double.parseDouble(part.group(1));
            millis += amount * switch (part.group(2)) {
                case "h" -> 3_600_000;
                case "m" -> 60_000;
                case "s" -> 1000;
                default -> 1;
            };
        }
        if (millis < 1000) {
            throw new IllegalArgumentException(option + " must be at least one second, not '" + clean + "'");
        }
        return new K6Duration(clean, Duration.ofMillis(Math.round(millis)));
    }
}
