package org.benchlens.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import org.benchlens.model.Run;

/**
 * The filter typed above the runs, as conditions that must all hold: {@code key=value} (an
 * attribute, or {@code format}/{@code name}, equal ignoring case), {@code tag:name}, and plain
 * words that occur in the name, format, source file, an attribute value or a tag. Double quotes
 * keep spaces in one condition: {@code deployment="2 postgrest behind nginx"}.
 */
final class RunQuery {

    private final List<Predicate<RunRow>> conditions;

    private RunQuery(List<Predicate<RunRow>> conditions) {
        this.conditions = List.copyOf(conditions);
    }

    static RunQuery parse(String text) {
        List<Predicate<RunRow>> conditions = new ArrayList<>();
        for (String word : words(text == null ? "" : text)) {
            conditions.add(condition(word));
        }
        return new RunQuery(conditions);
    }

    boolean matches(RunRow row) {
        for (Predicate<RunRow> condition : conditions) {
            if (!condition.test(row)) {
                return false;
            }
        }
        return true;
    }

    boolean isEmpty() {
        return conditions.isEmpty();
    }

    private static Predicate<RunRow> condition(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (lower.startsWith("tag:") && lower.length() > 4) {
            String tag = word.substring(4);
            return row -> row.run().tags().stream().anyMatch(t -> t.equalsIgnoreCase(tag));
        }
        int equals = word.indexOf('=');
        if (equals > 0) {
            String key = word.substring(0, equals);
            String value = word.substring(equals + 1);
            return row -> value.equalsIgnoreCase(field(row.run(), key));
        }
        return row -> row.searchText().contains(lower);
    }

    private static String field(Run run, String key) {
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "format" -> run.format();
            case "name" -> run.name();
            default -> run.attribute(key);
        };
    }

    /** Splits on spaces outside double quotes, and drops the quotes. */
    static List<String> words(String text) {
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
