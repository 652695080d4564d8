package org.benchlens.imports.history;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How an Otava (Hunter) history CSV is laid out. Otava's configuration names the delimiter (any
 * one character, {@code ,} by default), the quote character and the time column ({@code time} by
 * default); the file alone does not. The delimiter is the one of {@code , ; TAB |} that splits the
 * header and the first row into as many fields, at least two; the time column is the one named
 * {@code time}, else the first whose name says a date or a time of something ({@code commit_ts},
 * {@code build_date}) and whose first value reads as one.
 *
 * @param delimiter  the field delimiter
 * @param timeColumn the index of the time column
 * @param named      true when the time column is Otava's default {@code time}
 */
record OtavaCsvLayout(char delimiter, int timeColumn, boolean named) {

    private static final char[] DELIMITERS = {',', ';', '\t', '|'};
    private static final String DEFAULT_TIME_COLUMN = "time";

    /** The layout of a header and first row, or null when they are no Otava CSV. */
    static OtavaCsvLayout of(String header, String firstRow) {
        for (char delimiter : DELIMITERS) {
            List<String> names = fields(header, delimiter);
            List<String> values = fields(firstRow, delimiter);
            if (names.size() < 2 || names.size() != values.size()) {
                continue;
            }
            int time = names.indexOf(DEFAULT_TIME_COLUMN);
            if (time >= 0) {
                return HistoryTime.parse(values.get(time)).isPresent() ? new OtavaCsvLayout(delimiter, time, true) : null;
            }
            for (int c = 0; c < names.size(); c++) {
                if (namesATime(names.get(c)) && HistoryTime.parse(values.get(c)).isPresent()) {
                    return new OtavaCsvLayout(delimiter, c, false);
                }
            }
        }
        return null;
    }

    private static boolean namesATime(String name) {
        // a bare "timestamp" is JMeter's and k6's, whose CSVs are no histories
        return name.matches("(?:.*[_ ])?(date|datetime)(?:[_ ].*)?|.+_(ts|time|timestamp)");
    }

    /** The fields of one line, unquoted, stripped and in lower case: enough to recognise the layout. */
    private static List<String> fields(String line, char delimiter) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == delimiter && !quoted) {
                fields.add(field.toString().strip().toLowerCase(Locale.ROOT));
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString().strip().toLowerCase(Locale.ROOT));
        return fields;
    }
}
