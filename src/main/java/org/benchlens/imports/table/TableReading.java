package org.benchlens.imports.table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNote;
import org.benchlens.model.RunDraft;

/**
 * Reads pasted tables and sweep blocks line by line. A table is its header and the rows that
 * follow up to a blank line; a sweep block is a one-word title and the sweep lines right under
 * it. Headings above them say instance, version and deployment until another says otherwise.
 */
final class TableReading {

    private static final int EXAMPLES = 3;

    private final ImportContext sink;
    private final String fileName;
    private final TableRows rows;
    private final TableHeadings headings = new TableHeadings();
    private String pendingWord;
    /** The note of an annotated title line, which only a sweep line under it can use. */
    private TableHeadings.Title pendingTitle;
    private TableHeader header;
    private long headerLine;
    private int rowsInTable;
    private TableHeadings.Title sweepTitle;
    private int notUnderstood;
    private final List<String> examples = new ArrayList<>();
    private long lastRunLine;
    private long lastNotUnderstood;

    TableReading(ImportContext sink, String format, String fileName) {
        this.sink = sink;
        this.fileName = fileName;
        this.rows = new TableRows(format, fileName);
    }

    void line(long number, String line) throws ImportFailure {
        if (line.isBlank()) {
            if (rowsInTable > 0) {
                header = null;
            }
            sweepTitle = null;
            return;
        }
        if (header != null && tableRow(number, line)) {
            return;
        }
        header = null;
        SweepLine sweep = SweepLine.parse(line);
        if (sweep != null) {
            sweepLine(number, sweep);
            return;
        }
        sweepTitle = null;
        TableHeader newHeader = TableHeader.parse(line);
        if (newHeader != null) {
            if (pendingWord != null) {
                headings.instance(pendingWord);
            }
            header = newHeader;
            headerLine = number;
            rowsInTable = 0;
            pendingWord = null;
            return;
        }
        String word = TableHeadings.word(line);
        if (word != null || headings.apply(line)) {
            pendingWord = word;
            pendingTitle = word == null ? null : new TableHeadings.Title(word, null);
            return;
        }
        pendingWord = null;
        pendingTitle = TableHeadings.title(line);
        if (pendingTitle == null) {
            notUnderstood(number, line);
        }
    }

    void end() {
        String notes = rows.notes();
        if (!notes.isEmpty()) {
            sink.note(notes);
        }
        if (notUnderstood > 0) {
            sink.note(notUnderstood + (notUnderstood == 1 ? " line was" : " lines were")
                    + " not understood as a result table, sweep block or heading and left out: "
                    + String.join("; ", examples) + (notUnderstood > examples.size() ? "; ..." : ""));
        }
    }

    /**
     * A row of the current table; false when the line ends the table instead. A line split like
     * the header whose cells are mostly figures is a row: when it does not fit, that is an error.
     */
    private boolean tableRow(long number, String line) throws ImportFailure {
        TableCells cells = TableCells.of(line);
        if (cells.tabbed() != header.tabbed() || !looksLikeRow(cells)) {
            return false;
        }
        if (cells.size() != header.size()) {
            throw new ImportFailure(number, 0, "expected a table row with " + header.size()
                    + " cells like the header at line " + headerLine + ", found " + cells.size());
        }
        if (cells.cell(0).length() > TableHeader.MAX_NAME) {
            throw new ImportFailure(number, 1, "expected a scenario name of at most "
                    + TableHeader.MAX_NAME + " characters, found one of " + cells.cell(0).length());
        }
        sink.emit(rows.row(header, cells, headings.attributes(), number));
        rowsInTable++;
        lastRunLine = number;
        return true;
    }

    private void sweepLine(long number, SweepLine sweep) throws ImportFailure {
        if (sweepTitle == null) {
            if (pendingTitle == null) {
                throw new ImportFailure(number, 0, "expected a title line such as GETSingle right above the sweep lines");
            }
            sweepTitle = pendingTitle;
            pendingWord = null;
            pendingTitle = null;
        }
        Map<String, String> attributes = new HashMap<>(headings.attributes());
        if (sweepTitle.note() != null) {
            attributes.put(TableHeadings.VARIANT, sweepTitle.note());
        }
        RunDraft run = rows.sweep(sweepTitle.scenario(), sweep, attributes);
        if (sweep.comment() != null) {
            run.attribute("comment", sweep.comment());
            sink.note(LineNote.at(fileName, number, "kept the figures before the comment \"#" + sweep.comment()
                    + "\"; the comment is the run's attribute comment"));
        }
        sink.emit(run);
        lastRunLine = number;
    }

    /**
     * The input's last line, {@code number}, has no line break: when it was read as a row or sweep line,
     * it may have lost figures at its end (a pasted table is often cut where a copy stopped); when it did
     * not read, the cut may be why.
     */
    void lastLineUnterminated(long number) {
        String cut = "the file ends in the middle of line " + number + " (is it truncated?): ";
        if (lastRunLine == number) {
            sink.note(LineNote.at(fileName, number, cut + "the row on it is read as it is, but its last figures may be"
                    + " short"));
        } else if (lastNotUnderstood == number) {
            sink.note(LineNote.at(fileName, number, cut + "the line is left out"));
        }
    }

    /** A name, then cells of which at least half start like figures. */
    private static boolean looksLikeRow(TableCells cells) {
        long figures = cells.cells().stream().skip(1)
                .filter(cell -> !cell.isEmpty() && (Character.isDigit(cell.charAt(0)) || cell.charAt(0) == '.'))
                .count();
        return cells.size() >= 2 && !cells.cell(0).isEmpty() && figures * 2 >= cells.size() - 1;
    }

    private void notUnderstood(long number, String line) {
        notUnderstood++;
        lastNotUnderstood = number;
        if (examples.size() < EXAMPLES) {
            String text = line.strip();
            examples.add("line " + number + " \"" + (text.length() > 80 ? text.substring(0, 77) + "..." : text) + "\"");
        }
    }
}
