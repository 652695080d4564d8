package org.benchlens.app;

import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartSettings;

/**
 * The bars of a relative table: its rows as variants, its columns as groups, and its metric, step,
 * base, aggregate, pool and rule of failures, so the chart draws the numbers the table shows (and refuses where it does).
 */
public final class TableChart {

    private TableChart() {
    }

    /** The settings of {@code benchlens chart bars} for the table {@code table}; ratios when {@code relative}. */
    public static ChartSettings.Builder bars(ComparisonRequest table, boolean relative) {
        return ChartSettings.builder(ChartKind.BARS).rows(table.rowAttribute()).cols(table.columns())
                .metric(table.metric()).step(table.step()).base(table.base()).aggregate(table.aggregate())
                .pool(table.pool()).relative(relative).failures(table.failures());
    }
}
