package org.benchlens.app;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one grammar of {@code key=value} text, wherever a user types it: attributes edited in the
 * table, "Only runs with", {@code --where}, {@code --attr}, {@code --set}, the runner's attribute
 * lines. Pairs are separated by spaces or commas; a value may hold spaces
 * ({@code deployment=2 postgrest behind nginx}) and runs up to the next word that has an equals
 * sign. Each place names the problem in its own words.
 */
public final class KeyValues {

    private static final Pattern KEY = Pattern.compile("(?:^|[\\s,]+)([^\\s,=]+)\\s*=");

    private KeyValues() {
    }

    /**
     * The pairs of one line of text.
     *
     * @param complaint the sentence for a part of the text that is not key=value, given that part
     */
    public static Map<String, String> parse(String line, Function<String, String> complaint) {
        Map<String, String> values = new LinkedHashMap<>();
        addTo(values, line, complaint);
        return values;
    }

    /** The pairs of every text of the list (each an argument of the command line), in order. */
    public static Map<String, String> parse(List<String> texts, Function<String, String> complaint) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String text : texts == null ? List.<String>of() : texts) {
            if (text.isBlank()) {
                throw new IllegalArgumentException(complaint.apply(text));
            }
            addTo(values, text, complaint);
        }
        return values;
    }

    /** The pairs of the arguments of a command-line option such as {@code --where}. */
    public static Map<String, String> option(List<String> arguments, String option) {
        return parse(arguments, part -> option + " expects key=value, not '" + part + "'");
    }

    /** Attributes typed as one line, the way the runs table shows them. */
    public static Map<String, String> attributes(String line) {
        return parse(line, part -> "attributes are written key=value, separated by spaces; \"" + part
                + "\" has no key=");
    }

    private static void addTo(Map<String, String> values, String line, Function<String, String> complaint) {
        String text = line == null ? "" : line.strip();
        Matcher key = KEY.matcher(text);
        String currentKey = null;
        int valueStart = 0;
        while (key.find()) {
            if (currentKey == null && key.start() > 0) {
                throw new IllegalArgumentException(complaint.apply(text.substring(0, key.start()).strip()));
            }
            if (currentKey != null) {
                values.put(currentKey, text.substring(valueStart, key.start()).strip());
            }
            currentKey = key.group(1);
            valueStart = key.end();
        }
        if (currentKey == null) {
            if (!text.isEmpty()) {
                throw new IllegalArgumentException(complaint.apply(text));
            }
            return;
        }
        values.put(currentKey, text.substring(valueStart).strip());
    }
}
