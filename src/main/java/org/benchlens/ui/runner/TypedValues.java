package org.benchlens.ui.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.benchlens.model.Attributes;
import org.benchlens.model.AttributesText;
import org.benchlens.runner.RunnerException;

/**
 * What the run dialogs' fields hold, read as numbers, lists and attributes; a field that cannot be
 * read throws IllegalArgumentException with a sentence naming it by its label.
 */
public final class TypedValues {

    private TypedValues() {
    }

    static long wholeNumber(String text, String field) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(field + " expects a whole number, not '" + text.strip() + "'");
        }
    }

    /** A whole number that fits an int: a count of VUs, jobs, rows per batch. */
    static int wholeInt(String text, String field) {
        long value = wholeNumber(text, field);
        if (value != (int) value) {
            throw new IllegalArgumentException(field + " expects a whole number, not '" + text.strip() + "'");
        }
        return (int) value;
    }

    /** Whole numbers separated by commas, such as a VU sweep's 10,20,30. */
    static List<Integer> wholeNumbers(String text, String field, String example) {
        List<Integer> numbers = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            try {
                numbers.add(Integer.parseInt(part.strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(field + " expects whole numbers separated by commas (" + example
                        + "), not '" + text.strip() + "'");
            }
        }
        return numbers;
    }

    static double number(String text, String field) {
        try {
            double value = Double.parseDouble(text.strip());
            if (Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(field + " expects a number, not '" + text.strip() + "'");
    }

    /** The lines that are not blank, stripped. */
    static List<String> lines(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /**
     * {@code key=value}, one a line, read as a {@code .attrs} file is: the rest of the line after its
     * first {@code =} is the value, spaces around it left out. Blank lines are skipped.
     */
    static Attributes attributes(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                Map.Entry<String, String> pair = AttributesText.pair(lines.get(i).strip());
                values.put(pair.getKey(), pair.getValue().strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Attributes line " + (i + 1) + ": " + e.getMessage());
            }
        }
        return Attributes.of(values);
    }

    /** A check of what was typed: reading the fields and the runner's own check of the settings they make. */
    interface Check {
        void run() throws RunnerException;
    }

    /** The first problem {@code check} finds, as the sentence under a form; empty when there is none. */
    static String problem(Check check) {
        try {
            check.run();
            return "";
        } catch (IllegalArgumentException | RunnerException e) {
            return sentence(e.getMessage());
        }
    }

    /**
     * A runner's message ("the batch size is 0; expected ...") as the sentence under a form: a
     * capital letter, unless it starts with a name such as l.i1, and a full stop.
     */
    static String sentence(String message) {
        String text = message.strip();
        if (text.isEmpty()) {
            return text;
        }
        if (text.split(" ", 2)[0].matches("[a-z]+")) {
            text = text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
        }
        return text.endsWith(".") ? text : text + ".";
    }
}
