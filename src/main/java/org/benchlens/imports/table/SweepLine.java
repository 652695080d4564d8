package org.benchlens.imports.table;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of a VU sweep block: {@code VUs, failed %, rate/s} such as {@code 10, 0.00,7438.584307/s};
 * {@code X} stands for a failure rate nobody measured.
 *
 * @param failedPercent null for {@code X}
 * @param comment       what followed a {@code #} at the end of the line ({@code #failure}), or null
 */
record SweepLine(int vus, Double failedPercent, double rate, String comment) {

    /** A comment written after the figures: {@code 30, 2.10,12692.671314/s  #failure: 502 from nginx}. */
    private static final Pattern COMMENT = Pattern.compile("^(.*?/s)\\s*#\\s*(.*?)\\s*$");

    private static final Pattern LINE = Pattern.compile(
            "^\\s*(\\d{1,9})\\s*,\\s*(?:[xX]|(\\d{1,3}(?:\\.\\d+)?)\\s*%?)\\s*,\\s*(\\d{1,12}(?:\\.\\d+)?)\\s*/s\\s*$");

    /** The sweep line {@code line} holds, or null. */
    static SweepLine parse(String line) {
        Matcher commented = COMMENT.matcher(line);
        String comment = commented.matches() ? commented.group(2) : null;
        Matcher m = LINE.matcher(comment == null ? line : commented.group(1));
        if (!m.matches()) {
            return null;
        }
        Double failed = m.group(2) == null ? null : Double.valueOf(m.group(2));
        return new SweepLine(Integer.parseInt(m.group(1)), failed, Double.parseDouble(m.group(3)), comment);
    }
}
