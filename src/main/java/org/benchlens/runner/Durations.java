package org.benchlens.runner;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;

import org.benchlens.model.GoDuration;

/**
 * Durations as k6 writes them: {@code 30s}, {@code 1m30s}, {@code 500ms}, {@code 1.5h} (read by {@link GoDuration},
 * as imported files are); a bare number is seconds. The one reader of typed durations for every workload, command
 * and form.
 */
public final class Durations {

    private Durations() {
    }

    /** Parses {@code text}; throws IllegalArgumentException, one sentence naming {@code what}, when it is not a duration. */
    public static Duration parse(String text, String what) {
        String value = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (value.matches("\\d+(\\.\\d+)?")) {
            return nanos(new BigDecimal(value).movePointRight(9), text, what);
        }
        return GoDuration.millis(value).map(millis -> nanos(millis.movePointRight(6), text, what))
                .orElseThrow(() -> new IllegalArgumentException(what
                        + " expects a duration such as 30s, 1m30s or 500ms, not '" + text + "'"));
    }

    /** {@code 30s}, {@code 1m30s}, {@code 500ms}: how k6 and the attributes write it. */
    public static String format(Duration duration) {
        if (duration.isNegative()) {
            return "-" + format(duration.negated());
        }
        long millis = duration.toMillis();
        if (millis % 1000 != 0) {
            return millis + "ms";
        }
        long seconds = millis / 1000;
        StringBuilder text = new StringBuilder();
        if (seconds >= 3600) {
            text.append(seconds / 3600).append('h');
        }
        if (seconds % 3600 >= 60) {
            text.append(seconds % 3600 / 60).append('m');
        }
        if (seconds % 60 != 0 || text.length() == 0) {
            text.append(seconds % 60).append('s');
        }
        return text.toString();
    }

    /** Exactly, to the nanosecond: through a double, 9223372036854ms read back as ...853999616 ms. */
    private static Duration nanos(BigDecimal nanos, String text, String what) {
        try {
            return Duration.ofNanos(nanos.setScale(0, RoundingMode.HALF_UP).longValueExact());
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(what + " expects a duration of at most 292 years, not '" + text + "'");
        }
    }
}
