package org.benchlens.imports;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * Jackson's parse errors said in a person's words: its advice to enable a feature, its limits'
 * names and its source excerpts are for programmers, not for whoever holds the file.
 */
public final class JsonMessages {

    private static final Pattern NON_STANDARD = Pattern.compile("Non-standard token '([^']*)'");
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");
    private static final Pattern UNEXPECTED = Pattern.compile("Unexpected character \\('(.)' \\(code \\d+\\)\\)");

    private JsonMessages() {
    }

    /** What is wrong at the error's location, as a phrase that may follow "not valid JSON: ". */
    public static String reason(JsonProcessingException e) {
        String original = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        Matcher m = NON_STANDARD.matcher(original);
        if (m.find()) {
            return m.group(1) + " is not a JSON number (only finite numbers are)";
        }
        m = DUPLICATE.matcher(original);
        if (m.find()) {
            return "the field \"" + Texts.abbreviate(m.group(1), 40) + "\" appears twice in one object";
        }
        if (e instanceof StreamConstraintsException) {
            return constraint(original);
        }
        m = UNEXPECTED.matcher(original);
        if (m.find()) {
            return "unexpected character '" + m.group(1) + "'" + expecting(original);
        }
        String line = original.lines().findFirst().orElse("").strip();
        return line.isEmpty() ? "the text is not JSON" : line;
    }

    private static String constraint(String original) {
        if (original.contains("nesting depth")) {
            return "objects or arrays are nested deeper than BenchLens reads (1000 levels)";
        }
        if (original.startsWith("Number value length") || original.contains("Number value length")) {
            return "a number is longer than BenchLens reads (1000 digits)";
        }
        if (original.contains("String value length") || original.contains("Name length")) {
            return "a text value is longer than BenchLens reads";
        }
        return "the JSON goes beyond what BenchLens reads";
    }

    private static String expecting(String original) {
        int at = original.indexOf(": was expecting ");
        if (at < 0) {
            return "";
        }
        String expected = original.substring(at + 2).lines().findFirst().orElse("");
        return ", " + expected.replace("was expecting", "expected").replaceAll("\\s*\\(.*$", "");
    }
}
