package org.benchlens.imports.locust;

import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.CsvRows;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.Texts;
import org.benchlens.imports.locust.LocustColumns.Role;
import org.benchlens.model.Steps;

/**
 * One row of a Locust statistics file read by its columns. Locust writes {@code N/A} for a
 * percentile of a name without requests: no value, never zero.
 */
final class LocustRow {

    static final int MAX_STEP = 500;
    private static final String NO_VALUE = "N/A";

    private final CSVRecord record;
    private final LocustColumns columns;
    private final long line;

    LocustRow(CSVRecord record, LocustColumns columns, long line) {
        this.record = record;
        this.columns = columns;
        this.line = line;
    }

    String text(Role role) {
        int index = columns.index(role);
        return index < 0 ? "" : record.get(index).strip();
    }

    /** The row's figure in a column, NaN when the file has no such column or says N/A. */
    double number(Role role) throws ImportFailure {
        int index = columns.index(role);
        return index < 0 ? Double.NaN : number(index);
    }

    double number(int index) throws ImportFailure {
        String text = record.get(index).strip();
        if (text.equals(NO_VALUE)) {
            return Double.NaN;
        }
        try {
            double value = Double.parseDouble(text);
            if (Double.isFinite(value) && value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ImportFailure(line, CsvRows.column(record, index), "expected a number or N/A under '"
                + columns.name(index) + "', found '" + Texts.abbreviate(text, 40) + "'");
    }

    /**
     * The Aggregated row (Locust 0.13 on; "Total" before), which Locust writes with no request type:
     * empty, or {@code None} where older versions printed Python's None.
     */
    boolean isAggregated() {
        String type = text(Role.TYPE);
        String name = text(Role.NAME);
        return (type.isEmpty() || type.equals("None")) && (name.equals("Aggregated") || name.equals("Total"));
    }

    /**
     * The step: the total for the Aggregated row, else the request type and name ("GET /login"), cut to
     * the {@value #MAX_STEP} characters BenchLens stores.
     */
    String step() {
        String step = fullStep();
        return step.length() <= MAX_STEP ? step : step.substring(0, MAX_STEP);
    }

    /** True when the step is longer than BenchLens stores, and {@link #step} cut. */
    boolean stepCut() {
        return fullStep().length() > MAX_STEP;
    }

    private String fullStep() {
        if (isAggregated()) {
            return Steps.TOTAL;
        }
        String type = text(Role.TYPE);
        String name = text(Role.NAME);
        return type.isEmpty() ? name : type + " " + name;
    }

    long line() {
        return line;
    }

    LocustColumns columns() {
        return columns;
    }

    int size() {
        return record.size();
    }
}
