package org.benchlens.imports.ycsb;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of YCSB's end report: {@code [READ], 99thPercentileLatency(us), 256}, with where its
 * value stands in the line for messages.
 */
record SummaryLine(String section, String key, String value, int valueAt) {

    private static final Pattern LINE = Pattern.compile("\\[([A-Za-z0-9_%.-]+(?:[ -][A-Za-z0-9_%.-]+)*)],\\s*([^,]+?),\\s*(\\S+)");

    static boolean looksLike(String stripped) {
        return LINE.matcher(stripped).matches();
    }

    static Optional<SummaryLine> parse(String line, String stripped) {
        Matcher m = LINE.matcher(stripped);
        if (!m.matches()) {
            return Optional.empty();
        }
        int at = line.indexOf(stripped) + m.start(3);
        return Optional.of(new SummaryLine(m.group(1), m.group(2).strip(), m.group(3), at));
    }

    boolean overall() {
        return section.equals("OVERALL");
    }

    /** The JVM's garbage-collection figures YCSB adds to its report: {@code [TOTAL_GC_TIME], Time(ms), 326}. */
    boolean garbageCollection() {
        return section.startsWith("TOTAL_GC");
    }
}
