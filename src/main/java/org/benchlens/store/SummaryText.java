package org.benchlens.store;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The attributes or tags of a run as one text in its {@code run_summary} row (decision 0131): each item
 * escaped ({@code \} as {@code \\}, {@code |} as {@code \|}) and ended by {@code |}. Migration V7 and
 * {@link RunSummaryRepository} write the same text in SQL, so any value survives the trip.
 */
final class SummaryText {

    private SummaryText() {
    }

    static String encode(Collection<String> items) {
        StringBuilder text = new StringBuilder();
        for (String item : items) {
            text.append(item.replace("\\", "\\\\").replace("|", "\\|")).append('|');
        }
        return text.toString();
    }

    /**
     * The items of the text, each the same object as an equal item decoded before into {@code seen}: the
     * keys and most values repeat over many runs, and a list of 100 000 runs keeps them all.
     */
    static List<String> decode(String text, Map<String, String> seen) {
        List<String> items = new ArrayList<>();
        if (text.indexOf('\\') < 0) {
            // nothing escaped, as nearly always: the items are the pieces between the ends
            for (int start = 0, end; (end = text.indexOf('|', start)) >= 0; start = end + 1) {
                items.add(seen.computeIfAbsent(text.substring(start, end), same -> same));
            }
            return items;
        }
        StringBuilder item = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                item.append(text.charAt(++i));
            } else if (c == '|') {
                String decoded = item.toString();
                items.add(seen.computeIfAbsent(decoded, same -> same));
                item.setLength(0);
            } else {
                item.append(c);
            }
        }
        return items;
    }
}
