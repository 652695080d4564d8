package org.benchlens.app;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.model.AttributesText;

/**
 * The {@code key=value} arguments of command-line options ({@code --attr}, {@code --set},
 * {@code --where}): each argument is exactly one pair, split at its first {@code =}
 * ({@link AttributesText#pair}), so a value keeps its spaces, quotes, further {@code =} and JSON
 * as the shell passed it. Text that holds several pairs is read by {@link AttributesText#parse}.
 */
public final class KeyValues {

    private KeyValues() {
    }

    /** The pairs of the arguments of {@code option}, in order; a later one wins over an earlier key. */
    public static Map<String, String> option(List<String> arguments, String option) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String argument : arguments == null ? List.<String>of() : arguments) {
            Map.Entry<String, String> pair;
            try {
                pair = AttributesText.pair(argument);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(option + ": " + e.getMessage());
            }
            values.put(pair.getKey(), pair.getValue());
        }
        return values;
    }
}
