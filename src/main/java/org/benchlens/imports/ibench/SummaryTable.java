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

    /** One row: the DBMS and a value per step, NaN where the cell is blank. */
    record Row(String dbms, List<Double> values) {

        Row {
            values = List.copyOf(values);
        }

        double value(int column) {
            return values.get(column);
        }
    }
}
