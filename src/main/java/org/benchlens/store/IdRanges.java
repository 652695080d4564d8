package org.benchlens.store;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Run ids as short text, runs of consecutive ids as ranges: {@code 3-1502,1600}. */
final class IdRanges {

    private IdRanges() {
    }

    static String format(List<Long> ids) {
        StringBuilder text = new StringBuilder();
        Long first = null;
        long last = 0;
        for (long id : new TreeSet<>(ids)) {
            if (first != null && id == last + 1) {
                last = id;
                continue;
            }
            append(text, first, last);
            first = id;
            last = id;
        }
        append(text, first, last);
        return text.toString();
    }

    private static void append(StringBuilder text, Long first, long last) {
        if (first == null) {
            return;
        }
        if (!text.isEmpty()) {
            text.append(',');
        }
        text.append(first);
        if (last != first) {
            text.append('-').append(last);
        }
    }

    static List<Long> parse(String text) {
        List<Long> ids = new ArrayList<>();
        if (text.isEmpty()) {
            return ids;
        }
        for (String range : text.split(",")) {
            int dash = range.indexOf('-');
            long first = Long.parseLong(dash < 0 ? range : range.substring(0, dash));
            long last = dash < 0 ? first : Long.parseLong(range.substring(dash + 1));
            for (long id = first; id <= last; id++) {
                ids.add(id);
            }
        }
        return ids;
    }
}
