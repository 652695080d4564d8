package org.benchlens.runner.k6;

import java.time.Duration;
import java.util.Locale;

import org.benchlens.runner.Durations;

/** A duration as k6 takes it on its command line: {@code 30s}, {@code 1m30s}, {@code 2h}, {@code 1500ms}. */
public record K6Duration(String text, Duration length) {

    /** Reads {@code text}; throws with a sentence naming {@code option} when k6 would refuse it. */
    public static K6Duration parse(String text, String option) {
        String clean = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        // k6 does not read a bare number as seconds, as the other runners do: it needs the unit.
        if (clean.matches("\\d+(\\.\\d+)?")) {
            throw new IllegalArgumentException(option + " needs a unit for k6, such as " + clean + "s, not '" + clean
                    + "'");
        }
        Duration length = Durations.parse(clean, option);
        if (length.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException(option + " must be at least one second, not '" + clean + "'");
        }
        return new K6Duration(clean, length);
    }
}
