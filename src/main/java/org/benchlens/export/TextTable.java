package org.benchlens.export;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

import org.benchlens.model.VisibleText;

/**
 * A table for a terminal: columns padded to their widest cell, numbers right-aligned.
 * A decorator may wrap a padded cell (for colour) without disturbing the alignment. Control
 * characters in cells are shown escaped, so a name cannot move the cursor or recolour the terminal.
 */
final class TextTable {

    /** A figure, with a unit, spread or note: compiled once, as a table of 100 000 runs asks it of every cell. */
    private static final Pattern NUMERIC =
            Pattern.compile("(~ )?[-+]?[0-9][0-9.,eE+-]*( ±[0-9.]+| n=1)?( ?[!%a-zA-Z/✗]*)?");

    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<List<UnaryOperator<String>>> decorations = new ArrayList<>();

    TextTable(List<String> headers) {
        this.headers = headers.stream().map(VisibleText::of).toList();
    }

    void add(List<String> cells) {
        add(cells, null);
    }

    void add(List<String> cells, List<UnaryOperator<String>> decorate) {
        List<String> visible = new ArrayList<>(cells.size());
        cells.forEach(cell -> visible.add(VisibleText.of(cell)));
        rows.add(visible);
        decorations.add(decorate);
    }

    void print(PrintWriter out) {
        int[] widths = new int[headers.size()];
        boolean[] numeric = new boolean[headers.size()];
        for (int c = 0; c < headers.size(); c++) {
            widths[c] = headers.get(c).length();
            numeric[c] = !rows.isEmpty();
        }
        for (List<String> row : rows) {
            for (int c = 0; c < headers.size(); c++) {
                String cell = c < row.size() && row.get(c) != null ? row.get(c) : "";
                widths[c] = Math.max(widths[c], cell.length());
                numeric[c] &= cell.isEmpty() || looksNumeric(cell);
            }
        }
        printRow(out, headers, null, widths, numeric);
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
        }
        out.println(rule);
        for (int r = 0; r < rows.size(); r++) {
            printRow(out, rows.get(r), decorations.get(r), widths, numeric);
        }
        out.flush();
    }

    private static void printRow(PrintWriter out, List<String> cells, List<UnaryOperator<String>> decorate,
                                 int[] widths, boolean[] numeric) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            String cell = c < cells.size() && cells.get(c) != null ? cells.get(c) : "";
            String padded = numeric[c] ? " ".repeat(widths[c] - cell.length()) + cell
                    : cell + " ".repeat(widths[c] - cell.length());
            if (decorate != null && c < decorate.size() && decorate.get(c) != null) {
                padded = decorate.get(c).apply(padded);
            }
            line.append(c == 0 ? "" : "  ").append(padded);
        }
        out.println(line.toString().stripTrailing());
    }

    private static boolean looksNumeric(String cell) {
        return NUMERIC.matcher(cell).matches();
    }
}
