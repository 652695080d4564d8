package org.benchlens.export;

import java.util.Locale;

import org.benchlens.analysis.ComparisonRequest;

/** What the cells of a written comparison show: the ratio to the base, the value, or both. */
public enum CellContent {
    RATIO, VALUE, BOTH;

    /** What a table's cells show: the value where the columns are metrics (no ratio there), else as asked. */
    public static CellContent of(ComparisonRequest request, CellContent asked) {
        return request.columnsAreMetrics() ? VALUE : asked;
    }

    public static CellContent parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown cell content '" + text + "'; expected ratio, value or both");
        }
    }
}
