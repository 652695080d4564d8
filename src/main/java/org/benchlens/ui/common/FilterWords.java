package org.benchlens.ui.common;

import java.util.ArrayList;
import java.util.List;

/** The words of the main window's filter, which its list and a report's {@code --where} both read. */
public final class FilterWords {

    private FilterWords() {
    }

    /** Splits on spaces outside double quotes, and drops the quotes. */
    public static List<String> of(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (Character.isWhitespace(c) && !quoted) {
                addWord(words, word);
            } else {
                word.append(c);
            }
        }
        addWord(words, word);
        return words;
    }

    private static void addWord(List<String> words, StringBuilder word) {
        if (word.length() > 0) {
            words.add(word.toString());
            word.setLength(0);
        }
    }
}
