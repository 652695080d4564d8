package org.benchlens.analysis;

import java.util.Objects;

import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * What to compare: one row per value of {@code rowAttribute}; one column per step, or per value
 * of another attribute; cells hold {@code metric} relative to the {@code base} row.
 *
 * @param columns {@link #STEP_COLUMNS} or an attribute key
 * @param step    the step whose measurements fill the cells when columns are an attribute
 * @param base      the row value to divide by; null for the first row
 * @param aggregate how the runs that fall in one cell combine (their mean by default)
 */
public record ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                                RatioRule rule, Aggregate aggregate) {

    public static final String STEP_COLUMNS = "step";

    public ComparisonRequest {
        Objects.requireNonNull(rowAttribute, "rowAttribute");
        columns = columns == null || columns.isBlank() ? STEP_COLUMNS : columns;
        metric = metric == null || metric.isBlank() ? Metrics.THROUGHPUT : metric;
        step = step == null || step.isBlank() ? Steps.TOTAL : step;
        rule = rule == null ? RatioRule.STANDARD : rule;
        aggregate = aggregate == null ? Aggregate.MEAN : aggregate;
    }

    public ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                             RatioRule rule) {
        this(rowAttribute, columns, metric, step, base, rule, Aggregate.MEAN);
    }

    public static ComparisonRequest byStep(String rowAttribute) {
        return new ComparisonRequest(rowAttribute, STEP_COLUMNS, Metrics.THROUGHPUT, null, null, null);
    }

    public boolean columnsAreSteps() {
        return STEP_COLUMNS.equals(columns);
    }
}
