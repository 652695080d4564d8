package org.benchlens.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code key=value} arguments, as given to --attr, --where and --set. */
final class KeyValues {

    private KeyValues() {
    }

    static Map<String, String> parse(List<String> pairs, String option) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : pairs == null ? List.<String>of() : pairs) {
            int equals = pair.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException(option + " expects key=value, not '" + pair + "'");
            }
            values.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
        }
        return values;
    }
}
