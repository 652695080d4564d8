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

    /**
     * Adds the columns of one run to {@code order}, each one not there yet right after the column that comes
     * before it in that run: a step one run lacks (a phase too short to measure) keeps its place among the
     * steps when a later run has it, instead of going to the end. Columns before any known one go to the
     * end, in first-seen order, as the steps of runs with nothing in common (a setup and its jobs).
     */
    static void merge(List<String> order, Collection<String> ofOneRun) {
        int position = order.size();
        for (String column : ofOneRun) {
            int found = order.indexOf(column);
            if (found >= 0) {
                position = found + 1;
            } else {
                order.add(position++, column);
            }
        }
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
