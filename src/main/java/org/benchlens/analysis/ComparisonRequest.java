package org.benchlens.analysis;

import java.util.Arrays;
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

    /** The one way the command line, the window and the bar chart turn their settings into a request. */
    public static Builder rows(String rowAttribute) {
        return new Builder(rowAttribute);
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

    /** A request assembled setting by setting; what is not set is the standard (a blank value too). */
    public static final class Builder {
        private final String rowAttribute;
        private String columns;
        private String metric;
        private String step;
        private String base;
        private RatioRule rule;
        private Aggregate aggregate;
        private Set<String> pool = Set.of();
        private SignificanceTest test;
        private double alpha = STANDARD_ALPHA;
        private FailureRule failures;
        private List<String> metrics = List.of();

        private Builder(String rowAttribute) {
            this.rowAttribute = rowAttribute;
        }

        public Builder columns(String value) {
            columns = value;
            return this;
        }

        public Builder metric(String value) {
            metric = value;
            return this;
        }

        public Builder step(String value) {
            step = value;
            return this;
        }

        public Builder base(String value) {
            base = value;
            return this;
        }

        public Builder rule(RatioRule value) {
            rule = value;
            return this;
        }

        public Builder aggregate(Aggregate value) {
            aggregate = value;
            return this;
        }

        public Builder pool(Set<String> value) {
            pool = value;
            return this;
        }

        public Builder test(SignificanceTest value, double significanceLevel) {
            test = value;
            alpha = significanceLevel;
            return this;
        }

        public Builder failures(FailureRule value) {
            failures = value;
            return this;
        }

        /** With {@link #METRIC_COLUMNS}: the metrics as typed, names separated by commas or spaces. */
        public Builder metricColumns(List<String> typed) {
            metrics = typed.stream().flatMap(text -> Arrays.stream(text.split("[,\\s]+")))
                    .filter(name -> !name.isEmpty()).toList();
            return this;
        }

        public ComparisonRequest build() {
            return new ComparisonRequest(rowAttribute, columns, metric, step, base, rule, aggregate, pool, test,
                    alpha, failures, metrics);
        }
    }
}
