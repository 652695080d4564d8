package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A relative table: rows (variants such as DBMS versions or instance types), columns (steps or
 * load levels), and per cell the metric's value and its ratio to the base row's value in the
 * same column.
 *
 * @param units     the unit of a column's values, where the columns are metrics ({@code throughput}: {@code 1/s})
 * @param runsGiven the runs the table was asked to compare, those left out included
 * @param leftOut   the runs given that are in no cell, by reason (decision 0150)
 * @param lowerIsBetter the columns whose figure improves downwards (a latency, a query's time), where a
 *                  ratio under the base is green (decision 0176)
 */
public record Comparison(ComparisonRequest request, String baseRow, List<String> columns, List<Row> rows,
                         List<String> notes, Map<String, String> units, int runsGiven, List<LeftOut> leftOut,
                         Set<String> lowerIsBetter) {

    public Comparison {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
        units = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(units));
        leftOut = List.copyOf(leftOut);
        lowerIsBetter = Set.copyOf(lowerIsBetter);
    }

    /** A table of figures that improve upwards, as throughput does. */
    public Comparison(ComparisonRequest request, String baseRow, List<String> columns, List<Row> rows,
                      List<String> notes, Map<String, String> units, int runsGiven, List<LeftOut> leftOut) {
        this(request, baseRow, columns, rows, notes, units, runsGiven, leftOut, Set.of());
    }

    /** A table that left no run out. */
    public Comparison(ComparisonRequest request, String baseRow, List<String> columns, List<Row> rows,
                      List<String> notes, Map<String, String> units) {
        this(request, baseRow, columns, rows, notes, units,
                (int) rows.stream().flatMap(r -> r.runIds().stream()).distinct().count(), List.of());
    }

    public Comparison(ComparisonRequest request, String baseRow, List<String> columns, List<Row> rows,
                      List<String> notes) {
        this(request, baseRow, columns, rows, notes, Map.of());
    }

    /** The same table with its rows in another order. */
    public Comparison withRows(List<Row> reordered) {
        return new Comparison(request, baseRow, columns, reordered, notes, units, runsGiven, leftOut, lowerIsBetter);
    }

    /** The row of runs that lack an attribute: "(no instance)". */
    public static String rowWithout(String attribute) {
        return "(no " + attribute + ")";
    }

    /** The row of the runs that lack the row attribute, where the table has one. */
    public Optional<Row> rowWithoutAttribute() {
        return row(rowWithout(request.rowAttribute()));
    }

    /**
     * What the table holds beyond "every run chosen", for the scope line: "2 without instance in the row
     * (no instance)", "left out: runs 41, 42 (no riops)", both, or empty where every run has its row and cells.
     */
    public String holdings() {
        List<String> parts = new ArrayList<>();
        rowWithoutAttribute().ifPresent(row -> parts.add(row.runIds().size() + " without "
                + request.rowAttribute() + " in the row " + row.name()));
        String left = LeftOut.phrase(leftOut);
        if (!left.isEmpty()) {
            parts.add(left);
        }
        return String.join("; ", parts);
    }

    /** A column's header: its name, and its unit where it has one ({@code latency.avg (ms)}). */
    public String header(int column) {
        String name = columns.get(column);
        String unit = UnitWords.of(units.get(name));
        return unit.isEmpty() ? name : name + " (" + unit + ")";
    }

    /**
     * The base row's name for a caption, with its attribute where the name is a bare number ("relative to vus=2", not
     * "relative to 2", which reads as a factor); without a base (no run has the metric), says so instead of "null".
     */
    public String baseForCaption() {
        if (baseRow == null) {
            return "no base (no run has a value of " + request.metric() + ")";
        }
        return baseRow.matches("[-+]?[0-9][0-9.,_]*") ? request.rowAttribute() + "=" + baseRow : baseRow;
    }

    /** True when some cell's value is a latency percentile pooled from its runs' histograms. */
    public boolean pooledPercentiles() {
        return rows.stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c != null && c.pooled());
    }

    public Optional<Row> row(String name) {
        return rows.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** One variant, with one cell per column (null where nothing was measured). */
    public record Row(String name, List<Long> runIds, List<Cell> cells) {
        public Row {
            runIds = List.copyOf(runIds);
            cells = Collections.unmodifiableList(new ArrayList<>(cells));
        }

        public Cell cell(int column) {
            return cells.get(column);
        }
    }

    /**
     * One value: the runs in it combined (see {@link Aggregate}), its ratio to the base (NaN when the base has no
     * value in this column), the share of failed operations where the runs report it, and whether the source
     * says to ignore the value (an Insert Benchmark report's grey cell).
     *
     * @param statistics  the tests in the cell (a test: one run, or the concurrent sessions of one)
     * @param p           the test's p value against the base cell; NaN where there is none (n = 1 on either
     *                    side, the base cell itself, no test asked for)
     * @param significant p below alpha; null where there is no p value
     * @param verdict     how the cell is marked
     * @param ignored     true when the source flags the value as one to ignore ({@code Metrics.ignoredFlagOf})
     * @param pooled      true when the value is a latency percentile of the runs' merged histograms, not their
     *                    aggregate (decision 0080); the statistics stay over the runs' own values
     * @param failed      true when the share of failed operations is past the request's {@link FailureRule}: the
     *                    value is a rate of failing requests, so the cell has no colour (decision 0110)
     * @param baseValue   the base row's value in this column, aggregated as this one; NaN where there is none
     */
    public record Cell(double value, double ratio, RatioColor color, String displayedRatio, List<Long> runIds,
                       Double errorRate, CellStatistics statistics, double p, Boolean significant, Verdict verdict,
                       boolean ignored, boolean pooled, boolean failed, double baseValue) {
        public Cell {
            runIds = List.copyOf(runIds);
        }

        public int n() {
            return statistics.n();
        }

        /** Half the confidence interval, relative to the base as the ratio is; NaN without repeats. */
        public double ratioHalfWidth() {
            return ratio * statistics.ciHalfWidth() / value;
        }

        /** The value less the base's, in the value's unit; NaN without a base value. */
        public double difference() {
            return value - baseValue;
        }

        public boolean hasRatio() {
            return !Double.isNaN(ratio);
        }

        /** True when some of the operations behind this value failed: a fast cell may be fast because it failed. */
        public boolean hasErrors() {
            return errorRate != null && errorRate > 0;
        }

        /** "✗ 100 % failed" where the cell failed, else empty. */
        public String failureMark() {
            return failed ? FailureRule.mark(errorRate) : "";
        }
    }
}
