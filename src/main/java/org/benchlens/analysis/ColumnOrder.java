package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/** Columns in the order a reader expects: load levels numerically (10, 50, 100), steps as measured. */
final class ColumnOrder {

    private ColumnOrder() {
    }

    static List<String> of(Collection<String> seen, boolean sortNumbers) {
        List<String> columns = new ArrayList<>(seen);
        if (sortNumbers && columns.stream().allMatch(ColumnOrder::isNumber)) {
            columns.sort(Comparator.comparingDouble(Double::parseDouble));
        }
        return columns;
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
