package org.benchlens.runner.k6;

import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads k6's progress lines, which it prints about once a second when its output is not a terminal:
 * {@code running (0m05.0s), 10/10 VUs, 520 complete and 0 interrupted iterations} and
 * {@code default   [  17% ] 10 VUs  05.0s/30s}.
 */
final class K6ProgressLine {

    private static final Pattern RUNNING = Pattern.compile(
            "running \\((?:(\\d+)h)?(\\d+)m(\\d+(?:\\.\\d+)?)s\\), (\\d+)/(\\d+) VUs, (\\d+) complete");
    private static final Pattern PERCENT = Pattern.compile("\\[\\s*(\\d+(?:\\.\\d+)?)%\\s*]");

    private K6ProgressLine() {
    }

    /** The fraction of the scenario done, from a progress bar line. */
    static OptionalDouble fraction(String line) {
        Matcher m = PERCENT.matcher(line);
        return m.find() ? OptionalDouble.of(Math.min(1, Double.parseDouble(m.group(1)) / 100))
                : OptionalDouble.empty();
    }

    /** Seconds run and iterations completed so far, from a {@code running (...)} line, or null. */
    static Running running(String line) {
        Matcher m = RUNNING.matcher(line);
        if (!m.find()) {
            return null;
        }
        double hours = m.group(1) == null ? 0 : Double.parseDouble(m.group(1));
        double seconds = hours * 3600 + Double.parseDouble(m.group(2)) * 60 + Double.parseDouble(m.group(3));
        return new Running(seconds, Long.parseLong(m.group(6)));
    }

    record Running(double seconds, long completeIterations) {
    }
}
