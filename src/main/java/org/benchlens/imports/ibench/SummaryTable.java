package org.benchlens.imports.ibench;

import java.util.List;

/**
 * One summary table of a report: a value per DBMS row and step.
 *
 * @param steps  the step of each value column, normalised ({@link StepName})
 * @param rows   the DBMS rows in the report's order
 * @param target the {@code target} row of the insert rate table, or null
 * @param source where it was read, for messages ("tput.tab", "all.html")
 */
record SummaryTable(TableKind kind, List<String> steps, List<Row> rows, Row target, String source) {

    SummaryTable {
        steps = List.copyOf(steps);
        rows = List.copyOf(rows);
    }

    /** The value of a DBMS at a step, or NaN; of a DBMS named twice, the later row's, as its run keeps it. */
    double value(String dbms, String step) {
        int column = steps.indexOf(step);
        for (int i = rows.size() - 1; i >= 0 && column >= 0; i--) {
            if (rows.get(i).dbms().equals(dbms)) {
                return rows.get(i).value(column);
            }
        }
        return Double.NaN;
    }

    /**
     * One row: the DBMS and a value per step, NaN where the cell is blank.
     *
     * @param grey per step, true where the report greys the cell ({@code cgray}): a value to ignore
     */
    record Row(String dbms, List<Double> values, List<Boolean> grey) {

        Row {
            values = List.copyOf(values);
            grey = List.copyOf(grey);
        }

        double value(int column) {
            return values.get(column);
        }

        boolean isGrey(int column) {
            return grey.get(column);
        }
    }
}
