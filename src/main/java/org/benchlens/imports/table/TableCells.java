package org.benchlens.imports.table;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The cells of one pasted table line with the column each starts at. Tab-separated lines split
 * at each tab (an empty first cell stays); other lines split at blanks, a size unit staying with
 * its number ({@code 24 MB} is one cell) and a leading blank standing for an empty first cell.
 *
 * @param columns 1-based column of each cell, for messages
 * @param tabbed  true when the line was split at tabs
 */
record TableCells(List<String> cells, List<Integer> columns, boolean tabbed) {

    private static final Pattern WORD = Pattern.compile("\\S+");
    private static final Pattern SIZE_UNIT = Pattern.compile("(?:[kKMGTPE]|[KMGTPE]i)?B(?:/s)?");
    private static final Pattern NUMBER_END = Pattern.compile(".*\\d");

    static TableCells of(String line) {
        List<String> cells = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        if (line.indexOf('\t') >= 0) {
            int start = 0;
            for (int tab = line.indexOf('\t'); ; tab = line.indexOf('\t', start)) {
                int end = tab < 0 ? line.length() : tab;
                String cell = line.substring(start, end);
                cells.add(cell.strip());
                columns.add(start + (cell.length() - cell.stripLeading().length()) + 1);
                if (tab < 0) {
                    break;
                }
                start = tab + 1;
            }
            while (cells.size() > 1 && cells.get(cells.size() - 1).isEmpty()) {
                cells.remove(cells.size() - 1);
                columns.remove(columns.size() - 1);
            }
            return new TableCells(List.copyOf(cells), List.copyOf(columns), true);
        }
        if (!line.isEmpty() && Character.isWhitespace(line.charAt(0))) {
            cells.add("");
            columns.add(1);
        }
        Matcher word = WORD.matcher(line);
        while (word.find()) {
            String text = word.group();
            int last = cells.size() - 1;
            boolean unitOfPrevious = SIZE_UNIT.matcher(text).matches() && last >= 0
                    && NUMBER_END.matcher(cells.get(last)).matches();
            if (unitOfPrevious) {
                cells.set(last, cells.get(last) + " " + text);
            } else {
                cells.add(text);
                columns.add(word.start() + 1);
            }
        }
        return new TableCells(List.copyOf(cells), List.copyOf(columns), false);
    }

    int size() {
        return cells.size();
    }

    String cell(int index) {
        return cells.get(index);
    }

    int column(int index) {
        return columns.get(index);
    }
}
