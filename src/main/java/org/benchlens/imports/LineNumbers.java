package org.benchlens.imports;

import java.util.OptionalDouble;

/**
 * Numbers read from a line of a text report: the value, or a failure that names the line, the
 * column where the text stands and what was expected there.
 */
public final class LineNumbers {

    private LineNumbers() {
    }

    /**
     * The plain number {@code text}, found in {@code line} at or after {@code from}.
     *
     * @param expected what should stand there, for the message: "a number of milliseconds"
     */
    public static double number(String line, long lineNumber, int from, String text, String expected)
            throws ImportFailure {
        OptionalDouble value = Quantities.number(text);
        if (value.isEmpty()) {
            throw failure(line, lineNumber, from, text, expected);
        }
        return value.getAsDouble();
    }

    /** The failure for {@code text} in {@code line}: "expected …, found '…'" at its column. */
    public static ImportFailure failure(String line, long lineNumber, int from, String text, String expected) {
        int at = text.isEmpty() ? -1 : line.indexOf(text, Math.max(0, from));
        long column = at < 0 ? line.length() + 1 : at + 1;
        return new ImportFailure(lineNumber, column, "expected " + expected + ", found '"
                + Texts.abbreviate(text, 40) + "'");
    }
}
