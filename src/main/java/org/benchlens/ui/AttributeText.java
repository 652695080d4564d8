package org.benchlens.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Attributes edited in place as one line, {@code key=value key=value}, the way the table shows
 * them. A value may hold spaces ({@code deployment=2 postgrest behind nginx}): it runs up to the
 * next word that has an equals sign.
 */
final class AttributeText {

    private static final Pattern KEY = Pattern.compile("(?:^|\\s+)([^\\s=]+)=");

    private AttributeText() {
    }

    /** The attributes the line holds; throws with a sentence when a part of it is not key=value. */
    static Map<String, String> parse(String line) {
        String text = line == null ? "" : line.strip();
        Map<String, String> values = new LinkedHashMap<>();
        Matcher key = KEY.matcher(text);
        String currentKey = null;
        int valueStart = 0;
        while (key.find()) {
            if (currentKey == null && key.start() > 0) {
                throw notKeyValue(text.substring(0, key.start()));
            }
            if (currentKey != null) {
                values.put(currentKey, text.substring(valueStart, key.start()).strip());
            }
            currentKey = key.group(1);
            valueStart = key.end();
        }
        if (currentKey == null) {
            if (!text.isEmpty()) {
                throw notKeyValue(text);
            }
            return values;
        }
        values.put(currentKey, text.substring(valueStart).strip());
        return values;
    }

    private static IllegalArgumentException notKeyValue(String part) {
        return new IllegalArgumentException("attributes are written key=value, separated by spaces; \""
                + part.strip() + "\" has no key=");
    }
}
