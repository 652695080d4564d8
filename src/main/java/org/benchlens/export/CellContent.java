package org.benchlens.export;

import java.util.List;
import java.util.Locale;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;

/**
 * What the cells of a comparison show, and everything that follows from it in one place: the cell's text
 * in every written table and in the window, its CSV columns, the window's button and the command's
 * {@code --show} word. A new way of showing a cell is a new constant here.
 */
public enum CellContent {
    /** The ratio to the base: {@code 1.05}. */
    RATIO("Relative") {
        @Override
        public String text(Comparison.Cell cell, Integer valueDecimals) {
            return CellText.ratio(cell);
        }

        @Override
        public List<String> csvHeaders(String column) {
            return List.of(column + " ratio");
        }

        @Override
        public List<String> csvCells(Comparison.Cell cell) {
            return List.of(exactRatio(cell));
        }
    },
    /** The value itself: {@code 12600}. */
    VALUE("Absolute") {
        @Override
        public String text(Comparison.Cell cell, Integer valueDecimals) {
            return CellText.value(cell, valueDecimals);
        }

        @Override
        public List<String> csvHeaders(String column) {
            return List.of(column);
        }

        @Override
        public List<String> csvCells(Comparison.Cell cell) {
            return List.of(exactValue(cell));
        }

        @Override
        public boolean relative() {
            return false;
        }
    },
    /** The value and its ratio: {@code 12600 (1.05)}. */
    BOTH("Both") {
        @Override
        public String text(Comparison.Cell cell, Integer valueDecimals) {
            return CellText.plainValue(cell.value(), valueDecimals) + " (" + CellText.ratio(cell) + ")";
        }

        @Override
        public List<String> csvHeaders(String column) {
            return List.of(column, column + " ratio");
        }

        @Override
        public List<String> csvCells(Comparison.Cell cell) {
            return List.of(exactValue(cell), exactRatio(cell));
        }
    },
    /** The ratio and how far the value is from the base's, in its unit: {@code 1.05 (+620)}. */
    DIFFERENCE("Difference") {
        @Override
        public String text(Comparison.Cell cell, Integer valueDecimals) {
            if (!cell.hasRatio()) {
                return CellText.ratio(cell);
            }
            double difference = cell.difference();
            return CellText.ratio(cell) + " (" + (difference > 0 ? "+" : "")
                    + CellText.plainValue(difference, valueDecimals) + ")";
        }

        @Override
        public List<String> csvHeaders(String column) {
            return List.of(column + " ratio", column + " difference");
        }

        @Override
        public List<String> csvCells(Comparison.Cell cell) {
            return List.of(exactRatio(cell), cell == null || !cell.hasRatio() ? "" : Numbers.exact(cell.difference()));
        }
    };

    private final String label;

    CellContent(String label) {
        this.label = label;
    }

    /** The cell as a person reads it, values with {@code valueDecimals} decimals (null: as {@link Numbers#format}). */
    public abstract String text(Comparison.Cell cell, Integer valueDecimals);

    /** The CSV columns of a table column named {@code column}. */
    public abstract List<String> csvHeaders(String column);

    /** A cell's CSV fields, as many as {@link #csvHeaders}: every digit, plain notation; empty for no cell. */
    public abstract List<String> csvCells(Comparison.Cell cell);

    /** Whether the cells are relative to the base (the caption says "relative to"), not absolute values. */
    public boolean relative() {
        return true;
    }

    /** The window's name for it. */
    public String label() {
        return label;
    }

    /** The command's {@code --show} word: ratio, value, both. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What a table's cells show: the value where the columns are metrics (no ratio there), else as asked. */
    public static CellContent of(ComparisonRequest request, CellContent asked) {
        return request.columnsAreMetrics() ? VALUE : asked;
    }

    private static String exactValue(Comparison.Cell cell) {
        return cell == null ? "" : Numbers.exact(cell.value());
    }

    private static String exactRatio(Comparison.Cell cell) {
        return cell == null || !cell.hasRatio() ? "" : Numbers.exact(cell.ratio());
    }
}
