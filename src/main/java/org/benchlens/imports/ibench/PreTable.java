package org.benchlens.imports.ibench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jsoup.nodes.Element;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Quantities;
import org.benchlens.imports.Texts;

/**
 * A {@code <pre>} block of a report: a header line and a line per DBMS, values separated by tabs
 * (older reports use spaces; values never contain either), the DBMS in the {@code tag} column.
 * Columns are found by their header name, as the column set changed between report versions.
 */
record PreTable(List<String> header, List<Line> lines) {

    static final String TAG = "tag";

    PreTable {
        header = List.copyOf(header);
        lines = List.copyOf(lines);
    }

    static PreTable read(ReportDocument document, Element pre, String what) throws ImportFailure {
        long lineNumber = document.firstTextLine(pre);
        List<String> header = null;
        List<Line> lines = new ArrayList<>();
        for (String text : pre.wholeText().split("\\R", -1)) {
            long at = lineNumber++;
            if (text.isBlank()) {
                continue;
            }
            List<String> fields = Arrays.asList(text.strip().split("\\s+"));
            if (header == null) {
                if (!fields.contains(TAG) || fields.stream().anyMatch(f -> f.length() > SummaryTableReader.MAX_STEP_LENGTH)) {
                    throw ImportFailure.atLine(at, "expected the header line of the " + what
                            + " (names separated by tabs, ending with 'tag'), found '"
                            + Texts.abbreviate(text.strip(), 60) + "'");
                }
                header = fields;
            } else if (fields.size() != header.size()) {
                throw ImportFailure.atLine(at, "expected " + header.size() + " values separated by tabs in the "
                        + what + " (" + String.join(" ", header) + "), found " + fields.size());
            } else if (fields.stream().anyMatch(f -> f.length() > SummaryTableReader.MAX_NAME_LENGTH)) {
                throw ImportFailure.atLine(at, "expected values and a DBMS name in the " + what
                        + ", found a field of more than " + SummaryTableReader.MAX_NAME_LENGTH + " characters");
            } else {
                lines.add(new Line(fields, at));
            }
        }
        return new PreTable(header == null ? List.of() : header, lines);
    }

    /** Every value of every DBMS line, line by line, each with its DBMS and its column's name. */
    List<Cell> cells() {
        int tag = header.indexOf(TAG);
        List<Cell> cells = new ArrayList<>();
        for (Line line : lines) {
            for (int i = 0; i < header.size(); i++) {
                if (i != tag) {
                    cells.add(new Cell(line.fields().get(tag), header.get(i), line.fields().get(i), line.number()));
                }
            }
        }
        return cells;
    }

    /** One value: the DBMS of its line, the name of its column, its text, and the 1-based number of its line. */
    record Cell(String dbms, String column, String text, long line) {

        double number() throws ImportFailure {
            return Quantities.number(text).orElseThrow(() -> ImportFailure.atLine(line, "expected a number for "
                    + column + " of " + dbms + ", found '" + Texts.abbreviate(text, 60) + "'"));
        }
    }

    /** One DBMS line: its fields in header order, and its 1-based line number in the file. */
    record Line(List<String> fields, long number) {

        Line {
            fields = List.copyOf(fields);
        }
    }
}
