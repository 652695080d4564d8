package org.benchlens.ui.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import org.benchlens.model.Run;
import org.benchlens.ui.common.FilterWords;

/**
 * The filter typed above the runs, as conditions that must all hold: {@code key=value} (an
 * attribute, or {@code format}/{@code name}, equal ignoring case), {@code tag:name}, and plain
 * words that occur in the name, format, source file, an attribute value or a tag. Double quotes
 * keep spaces in one condition: {@code deployment="2 postgrest behind nginx"}.
 */
public final class RunQuery {

    private final List<Predicate<RunRow>> conditions;

    private RunQuery(List<Predicate<RunRow>> conditions) {
        this.conditions = List.copyOf(conditions);
    }

    public static RunQuery parse(String text) {
        List<Predicate<RunRow>> conditions = new ArrayList<>();
        for (String word : FilterWords.of(text == null ? "" : text)) {
            conditions.add(condition(word));
        }
        return new RunQuery(conditions);
    }

    public boolean matches(RunRow row) {
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
}
