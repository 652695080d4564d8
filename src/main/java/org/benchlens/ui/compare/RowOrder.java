package org.benchlens.ui.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.benchlens.analysis.Comparison;

/**
 * The order a person sorted the Compare table in: by a column's values (nulls last), by row name
 * ({@link #ROW_NAMES}), or as the runs came (no column). Exports follow it, as the window shows it.
 */
final class RowOrder {

    /** Sort key meaning the row names rather than a column of values. */
    static final int ROW_NAMES = -1;

    private Integer column;
    private boolean descending;

    /** Whether this asks for another order than the one kept. */
    boolean changes(Integer newColumn, boolean newDescending) {
        return !Objects.equals(newColumn, column) || newDescending != descending;
    }

    void set(Integer newColumn, boolean newDescending) {
        column = newColumn;
        descending = newDescending;
    }

    /** Back to the runs' own order, as when the columns changed under the sorted one. */
    void forget() {
        column = null;
    }

    Comparison applied(Comparison table) {
        if (table == null || column == null) {
            return table;
        }
        Comparator<Comparison.Row> order;
        if (column == ROW_NAMES) {
            order = Comparator.comparing(Comparison.Row::name, String.CASE_INSENSITIVE_ORDER);
            order = descending ? order.reversed() : order;
        } else if (column >= 0 && column < table.columns().size()) {
            int sorted = column;
            Comparator<Double> values = descending ? Comparator.reverseOrder() : Comparator.naturalOrder();
            order = Comparator.comparing(row -> row.cell(sorted) == null ? null : row.cell(sorted).value(),
                    Comparator.nullsLast(values));
        } else {
            return table;
        }
        List<Comparison.Row> rows = new ArrayList<>(table.rows());
        rows.sort(order);
        return table.withRows(rows);
    }
}
