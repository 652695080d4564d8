package org.benchlens.export;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * CSV cells a spreadsheet would run as a formula are neutralised: a text cell beginning with
 * {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return gets a leading
 * apostrophe, which spreadsheets show as text and do not evaluate. Numbers such as {@code -1.5}
 * or {@code +3e2} stay numbers. The README states the rule.
 */
final class SpreadsheetCells {

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");

    private SpreadsheetCells() {
    }

    static List<String> neutralise(List<String> cells) {
        List<String> safe = new ArrayList<>(cells.size());
        for (String cell : cells) {
            safe.add(neutralise(cell));
        }
        return safe;
    }

    static String neutralise(String cell) {
        if (cell == null || cell.isEmpty() || "=+-@\t\r".indexOf(cell.charAt(0)) < 0
                || NUMBER.matcher(cell).matches()) {
            return cell;
        }
        return "'" + cell;
    }
}
