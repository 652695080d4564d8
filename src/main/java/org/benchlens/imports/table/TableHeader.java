package org.benchlens.imports.table;

import java.util.List;

/**
 * The header line of a pasted result table: a name column first (often an empty cell, or
 * {@code benchmark_name}) and at least one column that names a k6 figure.
 */
record TableHeader(List<TableColumn> columns, boolean tabbed) {

    /** Longest column header and row name taken; longer text is prose, not a table. */
    static final int MAX_HEADER = 100;
    static final int MAX_NAME = 200;

    TableHeader {
        columns = List.copyOf(columns);
    }

    /** The header {@code line} holds, or null when it is not one. */
    static TableHeader parse(String line) {
        TableCells cells = TableCells.of(line);
        if (cells.size() < 2 || cells.cells().stream().anyMatch(cell -> cell.length() > MAX_HEADER)) {
            return null;
        }
        List<TableColumn> columns = cells.cells().stream().map(TableColumn::of).toList();
        boolean nameFirst = columns.get(0).kind() == TableColumn.Kind.NAME;
        List<TableColumn> figures = columns.subList(1, columns.size());
        if (!nameFirst || figures.stream().noneMatch(TableColumn::isKnownFigure)
                || figures.stream().anyMatch(c -> c.kind() == TableColumn.Kind.NAME)) {
            return null;
        }
        return new TableHeader(columns, cells.tabbed());
    }

    /**
     * True when a column is headed {@code http_reqs}, as the line of k6's end-of-test summary is named: such a
     * table was copied from summaries, whose VU figure is the most VUs of the run (decision 0117).
     */
    boolean copiedFromSummaries() {
        return columns.stream().anyMatch(c -> c.header().strip().equalsIgnoreCase("http_reqs"));
    }

    int size() {
        return columns.size();
    }

    /**
     * True when {@code cells} read as a row of this table: as many cells, a name first, and
     * every known figure either given in its own form or left blank.
     */
    boolean fits(TableCells cells) {
        if (cells.size() != size() || cells.cell(0).isEmpty() || cells.cell(0).length() > MAX_NAME) {
            return false;
        }
        boolean anyValue = false;
        for (int i = 1; i < size(); i++) {
            String cell = cells.cell(i);
            if (TableRows.isMissing(cell)) {
                continue;
            }
            if (columns.get(i).read(cell) == null) {
                return false;
            }
            anyValue = true;
        }
        return anyValue;
    }
}
