package org.benchlens.imports.ybio;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the rows of a dump into fields. With a quoting separator (CSV) a field that starts
 * with {@code "} runs to the closing quote, {@code ""} standing for a quote, and may span lines:
 * {@link #add} then asks for the next line. Otherwise every separator character splits.
 */
final class FieldSplitter {

    private final Separator separator;
    private final List<Field> fields = new ArrayList<>();
    private final StringBuilder current = new StringBuilder();
    private int currentColumn;
    private boolean inQuotes;
    private boolean atFieldStart = true;
    private boolean firstLine = true;
    private int length;

    FieldSplitter(Separator separator) {
        this.separator = separator;
    }

    /** The fields of one line, a quote left open taking the rest of the line. */
    static List<Field> splitLine(String line, Separator separator) {
        FieldSplitter splitter = new FieldSplitter(separator);
        splitter.add(line);
        return splitter.finish();
    }

    /** Adds the next line of the row; true when the row is complete, false while a quote is open. */
    boolean add(String line) {
        if (!firstLine) {
            current.append('\n');
        }
        length += line.length() + 1;
        int i = 0;
        if (firstLine) {
            currentColumn = 1;
        }
        while (i < line.length()) {
            char c = line.charAt(i);
            if (inQuotes) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    current.append('"');
                    i++;
                } else if (c == '"') {
                    inQuotes = false;
                } else {
                    current.append(c);
                }
            } else if (c == separator.character()) {
                endField();
                currentColumn = firstLine ? i + 2 : 0;
            } else if (c == '"' && atFieldStart && separator.quoting()) {
                inQuotes = true;
                atFieldStart = false;
            } else {
                current.append(c);
                atFieldStart = false;
            }
            i++;
        }
        firstLine = false;
        return !inQuotes;
    }

    /** The fields of the row, the last one included; the splitter is then ready for the next row. */
    List<Field> finish() {
        endField();
        List<Field> row = List.copyOf(fields);
        fields.clear();
        inQuotes = false;
        firstLine = true;
        length = 0;
        return row;
    }

    /** Characters taken into the current row so far, to bound a quote that is never closed. */
    int length() {
        return length;
    }

    private void endField() {
        fields.add(new Field(current.toString(), currentColumn));
        current.setLength(0);
        atFieldStart = true;
    }
}
