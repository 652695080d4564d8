package org.benchlens.imports.pgbench;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;

/**
 * One {@code -P} progress line: {@code progress: 5.0 s, 321.8 tps, lat 12.293 ms stddev 8.920, 0 failed},
 * optionally with {@code lag 1.751 ms}, {@code 56 skipped}, {@code 147 retried}, {@code 223 retries}
 * (the parts pgbench adds with {@code --rate}, {@code --latency-limit} and {@code --max-tries}).
 * Figures a version does not print are NaN.
 */
record ProgressLine(double seconds, double tps, double latency, double stddev, double failed, double lag,
                    double skipped, double retried, double retries) {

    private static final String NUMBER = "([+-]?\\d+(?:\\.\\d+)?|-?nan|-?inf)";
    private static final Pattern HEAD = Pattern.compile("progress: (\\S+) s, (.*)");
    private static final Pattern TPS = Pattern.compile(NUMBER + " tps");
    private static final Pattern LATENCY = Pattern.compile("lat " + NUMBER + " ms(?: stddev " + NUMBER + ")?");
    private static final Pattern LAG = Pattern.compile("lag " + NUMBER + " ms");
    private static final Pattern COUNT = Pattern.compile("(\\d+) (failed|skipped|retried|retries)");

    static boolean looksLike(String stripped) {
        return stripped.startsWith("progress: ") && stripped.contains(" tps");
    }

    /** The progress line, empty when the line is not one; a failure when it is one with a bad figure. */
    static Optional<ProgressLine> parse(String line, String stripped, long lineNumber) throws ImportFailure {
        if (!looksLike(stripped)) {
            return Optional.empty();
        }
        Matcher head = HEAD.matcher(stripped);
        if (!head.matches()) {
            throw LineNumbers.failure(line, lineNumber, 0, stripped, "a progress line such as"
                    + " 'progress: 5.0 s, 321.8 tps, lat 12.293 ms stddev 8.920'");
        }
        double seconds = LineNumbers.number(line, lineNumber, 0, head.group(1), "the seconds since the start");
        double tps = Double.NaN;
        double latency = Double.NaN;
        double stddev = Double.NaN;
        double failed = Double.NaN;
        double lag = Double.NaN;
        double skipped = Double.NaN;
        double retried = Double.NaN;
        double retries = Double.NaN;
        for (String part : head.group(2).split(",")) {
            String p = part.strip();
            Matcher m;
            if ((m = TPS.matcher(p)).matches()) {
                tps = figure(m.group(1));
            } else if ((m = LATENCY.matcher(p)).matches()) {
                latency = figure(m.group(1));
                stddev = m.group(2) == null ? Double.NaN : figure(m.group(2));
            } else if ((m = LAG.matcher(p)).matches()) {
                lag = figure(m.group(1));
            } else if ((m = COUNT.matcher(p)).matches()) {
                double n = Double.parseDouble(m.group(1));
                switch (m.group(2)) {
                    case "failed" -> failed = n;
                    case "skipped" -> skipped = n;
                    case "retried" -> retried = n;
                    default -> retries = n;
                }
            } else {
                throw LineNumbers.failure(line, lineNumber, head.start(2), p,
                        "a part of a progress line such as '321.8 tps', 'lat 12.293 ms stddev 8.920' or '0 failed'");
            }
        }
        return Optional.of(new ProgressLine(seconds, tps, latency, stddev, failed, lag, skipped, retried, retries));
    }

    /** pgbench prints NaN as {@code nan} or {@code -nan} when a second had no transaction. */
    private static double figure(String text) {
        return text.contains("nan") || text.contains("inf") ? Double.NaN : Double.parseDouble(text);
    }
}
