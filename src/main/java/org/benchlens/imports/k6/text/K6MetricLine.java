package org.benchlens.imports.k6.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A metric line of a k6 end-of-test text summary, split but not yet interpreted:
 * {@code   ✓ http_req_duration..........: avg=3.84ms min=1.27ms ...}.
 *
 * @param thresholdMark '✓' or '✗' when the line carries a threshold result (k6 before v1), else 0
 * @param name          the name as printed; a sub-metric prints only its tags: {@code { expected_response:true }}
 * @param data          what follows the colon
 * @param dataColumn    1-based column where {@code data} starts, for messages
 */
record K6MetricLine(char thresholdMark, String name, String data, int dataColumn) {

    /** Name, a leader of at least two dots, a colon: what sets a k6 metric line apart from prose. */
    private static final Pattern LINE = Pattern.compile(
            "^\\s*(?:([✓✗])\\s+)?(\\{[^}]*}|[^\\s.:{✓✗█↳][^:]*?)\\.{2,}:\\s*(.*)$");

    /** The metric line {@code line} holds, or null when it is not one. */
    static K6MetricLine match(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return null;
        }
        char mark = m.group(1) == null ? 0 : m.group(1).charAt(0);
        return new K6MetricLine(mark, m.group(2).strip(), m.group(3).strip(), m.start(3) + 1);
    }

    boolean isSubMetric() {
        return name.startsWith("{") && name.endsWith("}");
    }

    /** The full k6 name of a sub-metric line under {@code parent}: {@code http_req_duration{expected_response:true}}. */
    String subMetricName(String parent) {
        return parent + "{" + name.substring(1, name.length() - 1).strip() + "}";
    }
}
