package org.benchlens.analysis;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * What to compare: one row per value of {@code rowAttribute}; one column per step, or per value
 * of another attribute; cells hold {@code metric} relative to the {@code base} row.
 *
 * @param columns {@link #STEP_COLUMNS} or an attribute key
 * @param step    the step whose measurements fill the cells when columns are an attribute
 * @param base      the row value to divide by; null for the first row
 * @param aggregate how the concurrent sessions of one test combine (their sum for YBIO jobs), and how the
 *                  tests of one cell combine into its value (the mean, where the aggregate is a sum)
 * @param pool      attributes in which the runs of one cell may differ, on purpose
 * @param test      how a cell's repeats are tested against the base cell's
 * @param alpha     the p value under which a difference is significant
 * @param failures  past which share of failed requests a cell's rate is no speed (decision 0110)
 * @param metrics   with {@link #METRIC_COLUMNS}: the metrics, one column each, in this order
 */
public record ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                                RatioRule rule, Aggregate aggregate, Set<String> pool, SignificanceTest test,
                                double alpha, FailureRule failures, List<String> metrics) {

    public static final String STEP_COLUMNS = "step";
    /** Columns of several metrics of one step, absolute: a write-up's whole table of one run per row. */
    public static final String METRIC_COLUMNS = "metric";
    public static final double STANDARD_ALPHA = 0.05;

    public ComparisonRequest {
        Objects.requireNonNull(rowAttribute, "rowAttribute");
        columns = columns == null || columns.isBlank() ? STEP_COLUMNS : columns;
        metric = metric == null || metric.isBlank() ? Metrics.THROUGHPUT : metric;
        step = step == null || step.isBlank() ? Steps.TOTAL : step;
        rule = rule == null ? RatioRule.STANDARD : rule;
        aggregate = aggregate == null ? Aggregate.MEAN : aggregate;
        pool = pool == null ? Set.of() : java.util.Collections.unmodifiableSortedSet(new TreeSet<>(pool));
        test = test == null ? SignificanceTest.UTEST : test;
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be between 0 and 1, not " + alpha);
        }
        failures = failures == null ? FailureRule.STANDARD : failures;
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
        if (METRIC_COLUMNS.equals(columns) && metrics.isEmpty()) {
            throw new IllegalArgumentException("columns by metric need the metrics, such as --metrics "
                    + "throughput,latency.avg,errors.rate");
        }
        if (!METRIC_COLUMNS.equals(columns) && !metrics.isEmpty()) {
            throw new IllegalArgumentException("the metrics " + String.join(",", metrics) + " are columns: "
                    + "they go with --cols metric");
        }
    }

    /** With the standard rule of failures (1 %) and the metric as the cells' one figure. */
    public ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                             RatioRule rule, Aggregate aggregate, Set<String> pool, SignificanceTest test,
                             double alpha) {
        this(rowAttribute, columns, metric, step, base, rule, aggregate, pool, test, alpha, FailureRule.STANDARD,
                List.of());
    }

    /** The metric as the cells' one figure, under {@code failures}. */
    public ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                             RatioRule rule, Aggregate aggregate, Set<String> pool, SignificanceTest test,
                             double alpha, FailureRule failures) {
        this(rowAttribute, columns, metric, step, base, rule, aggregate, pool, test, alpha, failures, List.of());
    }

    public ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                             RatioRule rule, Aggregate aggregate) {
        this(rowAttribute, columns, metric, step, base, rule, aggregate, Set.of(), SignificanceTest.UTEST,
                STANDARD_ALPHA);
    }

    public ComparisonRequest(String rowAttribute, String columns, String metric, String step, String base,
                             RatioRule rule) {
        this(rowAttribute, columns, metric, step, base, rule, Aggregate.MEAN);
    }

    public static ComparisonRequest byStep(String rowAttribute) {
        return new ComparisonRequest(rowAttribute, STEP_COLUMNS, Metrics.THROUGHPUT, null, null, null);
    }

    /** This request with another metric, everything else kept. */
    public ComparisonRequest withMetric(String otherMetric) {
        return new ComparisonRequest(rowAttribute, columns, otherMetric, step, base, rule, aggregate, pool, test,
                alpha, failures, metrics);
    }

    /** "pooled over workload" where the cells pool on purpose, else empty: what a caption or subtitle adds. */
    public String poolPhrase() {
        return pool.isEmpty() ? "" : "pooled over " + String.join(", ", pool);
    }

    public boolean columnsAreSteps() {
        return STEP_COLUMNS.equals(columns);
    }

    /** One column per metric of {@link #metrics}: absolute values, no ratio. */
    public boolean columnsAreMetrics() {
        return METRIC_COLUMNS.equals(columns);
    }

    /** The metric of a column: the column itself where the columns are metrics, else {@link #metric}. */
    public String metricOf(String column) {
        return columnsAreMetrics() ? column : metric;
    }

    /** The step of a column: the column itself where the columns are steps, else {@link #step}. */
    public String stepOf(String column) {
        return columnsAreSteps() ? column : step;
    }
}
