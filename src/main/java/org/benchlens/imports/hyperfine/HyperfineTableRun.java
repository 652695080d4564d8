package org.benchlens.imports.hyperfine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Texts;
import org.benchlens.imports.http.LineRules;
import org.benchlens.imports.http.TextRun;
import org.benchlens.model.RunDraft;

/**
 * The lines of one table of hyperfine's markup exports, from its first line. Markdown and Org write a row a line
 * after a header row and a divider; AsciiDoc writes {@code [cols="<,>,>"]}, {@code |===}, then a cell a line (the
 * header's on one line until 1.13), rows apart by blank lines, and {@code |===} to close.
 */
final class HyperfineTableRun implements TextRun {

    /** How the table is laid out: a row a line (Markdown, Org) or a cell a line (AsciiDoc). */
    private enum Layout { ROWS, CELLS }

    /** Markdown's {@code |:---|---:|} (or {@code | :--- | ---: |} reformatted), Org's {@code |--+--|}. */
    private static final Pattern DIVIDER = Pattern.compile("\\|[-:+| ]*-[-:+| ]*");
    /** A cell border: a bar hyperfine did not escape as {@code \|} in a command. */
    private static final Pattern BORDER = Pattern.compile("(?<!\\\\)\\|");
    private static final String ASCIIDOC_BLOCK = "|===";

    private final HyperfineTable table;
    /** Known from the first line: a Markdown or Org header row, or AsciiDoc's {@code [cols]}; null before it. */
    private Layout layout;
    /** Markdown and Org: the divider under the header was read. */
    private boolean divided;
    /** AsciiDoc: the block is open, closed; the cells not yet in a row, and the line of the first. */
    private boolean open;
    private boolean closed;
    private final List<String> pending = new ArrayList<>();
    private long pendingLine;
    /** AsciiDoc: the cells a row, one a {@code [cols]} entry. */
    private int columns;

    HyperfineTableRun(ImportContext context) {
        table = new HyperfineTable(context);
    }

    @Override
    public boolean accept(LineRules.Line line) throws ImportFailure {
        String text = line.stripped();
        if (layout == null) {
            Matcher cols = HyperfineTableImporter.ASCIIDOC_START.matcher(text);
            layout = cols.matches() ? Layout.CELLS : Layout.ROWS;
            columns = cols.matches() ? cols.group(1).split(",").length : 0;
            return layout == Layout.CELLS || table.header(cells(text));
        }
        return layout == Layout.CELLS ? asciidoc(line) : markdown(line);
    }

    private boolean markdown(LineRules.Line line) throws ImportFailure {
        if (!divided) {
            divided = DIVIDER.matcher(line.stripped()).matches();
            return divided;
        }
        if (!line.stripped().startsWith("|")) {
            return false;
        }
        table.row(line.number(), cells(line.stripped()));
        return true;
    }

    private boolean asciidoc(LineRules.Line line) throws ImportFailure {
        String text = line.stripped();
        if (closed) {
            return false;
        }
        if (text.equals(ASCIIDOC_BLOCK)) {
            closed = open;
            open = true;
            if (closed && !pending.isEmpty()) {
                throw ImportFailure.atLine(line.number(), "expected " + columns + " cells in the row of line "
                        + pendingLine + " of hyperfine's table, found " + pending.size());
            }
            return true;
        }
        if (!open || !text.isEmpty() && !text.startsWith("|")) {
            return false;
        }
        if (pending.isEmpty()) {
            pendingLine = line.number();
        }
        pending.addAll(text.isEmpty() ? List.of() : cells(text));
        if (pending.size() > columns) {
            throw ImportFailure.atLine(line.number(), "expected " + columns + " cells a row, as [cols] says, found "
                    + pending.size() + " from line " + pendingLine);
        }
        if (pending.size() == columns) {
            if (table.hasHeader()) {
                table.row(pendingLine, List.copyOf(pending));
            } else if (!table.header(List.copyOf(pending))) {
                throw ImportFailure.atLine(pendingLine, "expected hyperfine's header cells (Command, Mean [unit], …),"
                        + " found " + Texts.abbreviate(String.join(", ", pending), 80));
            }
            pending.clear();
        }
        return true;
    }

    /** The cells between the row's outer bars, trimmed. */
    private static List<String> cells(String row) {
        String inner = row.substring(1, row.endsWith("|") && !row.endsWith("\\|") ? row.length() - 1 : row.length());
        return Arrays.stream(BORDER.split(inner, -1)).map(String::strip).toList();
    }

    @Override
    public boolean complete() {
        return table.hasRows() && (layout == Layout.ROWS || closed);
    }

    @Override
    public String closingLine() {
        return layout == Layout.CELLS ? "its closing |===" : null;
    }

    @Override
    public boolean closed() {
        return closed;
    }

    @Override
    public RunDraft finish() {
        return table.finish();
    }
}
