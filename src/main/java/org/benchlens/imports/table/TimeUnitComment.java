package org.benchlens.imports.table;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The unit of a table's bare times as a comment line above it says it, the way HdrHistogram's
 * interval logs and NoSQLBench's histogram stats write it: {@code #[TimeUnit: NANOSECONDS]}.
 */
final class TimeUnitComment {

    private static final Pattern TIME_UNIT = Pattern.compile("^\\s*#\\s*\\[\\s*TimeUnit:\\s*([A-Za-z]+)\\s*]\\s*$");

    private TimeUnitComment() {
    }

    /** The unit ({@code ns}, {@code us}, {@code ms}, {@code s}) the last such line before the header gives, or null. */
    static String before(List<String> lines, long headerLine) {
        String unit = null;
        for (int i = 0; i < headerLine - 1 && i < lines.size(); i++) {
            Matcher m = TIME_UNIT.matcher(lines.get(i));
            if (m.matches()) {
                unit = switch (m.group(1).toUpperCase(Locale.ROOT)) {
                    case "NANOSECONDS" -> "ns";
                    case "MICROSECONDS" -> "us";
                    case "MILLISECONDS" -> "ms";
                    case "SECONDS" -> "s";
                    default -> null;
                };
            }
        }
        return unit;
    }
}
