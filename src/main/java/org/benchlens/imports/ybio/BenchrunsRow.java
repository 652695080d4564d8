package org.benchlens.imports.ybio;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;

/**
 * One row of a {@code benchruns} dump, its values looked up by column name. A blank value is
 * NULL. The typed getters fail with the line, the column and what was expected.
 */
final class BenchrunsRow {

    /** psql aligned ends each line but the last of a multi-line value with this mark. */
    private static final String WRAP_MARK = "+";

    private final long line;
    private final BenchrunsHeader header;
    private final List<Field> fields;

    BenchrunsRow(long line, BenchrunsHeader header, List<Field> fields) {
        this.line = line;
        this.header = header;
        this.fields = List.copyOf(fields);
    }

    long line() {
        return line;
    }

    BenchrunsHeader header() {
        return header;
    }

    /** The value, stripped; null when the column is absent or the value blank (NULL). */
    String text(String column) {
        int index = header.names().indexOf(column);
        if (index < 0) {
            return null;
        }
        String text = fields.get(index).text().strip();
        return text.isEmpty() ? null : text;
    }

    Long integer(String column) throws ImportFailure {
        String text = text(column);
        if (text == null) {
            return null;
        }
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw failure(column, text, "a whole number");
        }
    }

    Double number(String column) throws ImportFailure {
        String text = text(column);
        if (text == null) {
            return null;
        }
        OptionalDouble value = Quantities.number(text);
        if (value.isEmpty()) {
            throw failure(column, text, "a number");
        }
        return value.getAsDouble();
    }

    Boolean bool(String column) throws ImportFailure {
        String text = text(column);
        if (text == null) {
            return null;
        }
        Boolean value = PgText.bool(text);
        if (value == null) {
            throw failure(column, text, "t or f");
        }
        return value;
    }

    PgText.Timestamp timestamp(String column) throws ImportFailure {
        String text = text(column);
        if (text == null) {
            return null;
        }
        PgText.Timestamp value = PgText.timestamp(text);
        if (value == null) {
            throw failure(column, text, "a timestamp such as 2021-09-05 08:58:57.403667");
        }
        return value;
    }

    Double intervalSeconds(String column) throws ImportFailure {
        String text = text(column);
        if (text == null) {
            return null;
        }
        Double value = PgText.intervalSeconds(text);
        if (value == null) {
            throw failure(column, text, "an interval such as 01:00:00.00081 or 1 day 02:00:00");
        }
        return value;
    }

    /**
     * True when {@code next} is the next line of this row's multi-line values in psql aligned
     * output: blank in every column except those this row marked with '+'.
     */
    boolean continuedBy(List<Field> next) {
        if (header.separator() != Separator.PIPE || next.size() != fields.size()) {
            return false;
        }
        boolean anyMarked = false;
        for (int i = 0; i < fields.size(); i++) {
            boolean marked = fields.get(i).text().stripTrailing().endsWith(WRAP_MARK);
            anyMarked |= marked;
            if (!marked && !next.get(i).text().isBlank()) {
                return false;
            }
        }
        return anyMarked;
    }

    /** This row with the values of its next line appended to those marked as going on. */
    BenchrunsRow continuedWith(List<Field> next) {
        List<Field> joined = new ArrayList<>(fields.size());
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            String text = field.text().stripTrailing();
            if (text.endsWith(WRAP_MARK)) {
                String head = text.substring(0, text.length() - WRAP_MARK.length()).strip();
                joined.add(new Field(head + "\n" + next.get(i).text().strip(), field.column()));
            } else {
                joined.add(field);
            }
        }
        return new BenchrunsRow(line, header, joined);
    }

    private ImportFailure failure(String column, String text, String expected) {
        int index = header.names().indexOf(column);
        return new ImportFailure(line, fields.get(index).column(), "column " + column
                + ": '" + Texts.abbreviate(text, 40) + "' is not " + expected);
    }
}
