package org.benchlens.store;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

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

    static List<String> decode(String text) {
        List<String> items = new ArrayList<>();
        StringBuilder item = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                item.append(text.charAt(++i));
            } else if (c == '|') {
                items.add(item.toString());
                item.setLength(0);
            } else {
                item.append(c);
            }
        }
        return items;
    }
}
