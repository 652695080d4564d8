package org.benchlens.charts;

import java.util.Collection;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.FailureRule;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * Everything that decides how a chart looks. The command line and the window fill the same
 * {@link Builder}, option by option, so every option of {@code benchlens chart} exists in the
 * window too; a blank text counts as not given.
 */
public final class ChartSettings {

    private final ChartKind kind;
    private final String lines;
    private final String step;
    private final String metric;
    private final String rows;
    private final String cols;
    private final String base;
    private final boolean relative;
    private final Aggregate aggregate;
    private final Set<String> pool;
    private final boolean log;
    private final ChartText text;
    private final Set<String> hidden;
    private final FailureRule failures;
    private final String order;

    private ChartSettings(Builder b) {
        kind = b.kind;
        lines = b.lines;
        step = b.step == null ? Steps.TOTAL : b.step;
        metric = b.metric == null ? (kind == ChartKind.TIMELINE ? null : Metrics.THROUGHPUT) : b.metric;
        rows = b.rows;
        cols = b.cols;
        base = b.base;
        relative = b.relative;
        aggregate = b.aggregate == null ? Aggregate.MEAN : b.aggregate;
        pool = b.pool == null ? Set.of() : Collections.unmodifiableSortedSet(new TreeSet<>(b.pool));
        log = b.log;
        text = b.text == null ? ChartText.NONE : b.text;
        hidden = b.hidden == null ? Set.of() : Set.copyOf(b.hidden);
        failures = b.failures == null ? FailureRule.STANDARD : b.failures;
        order = b.order;
    }

    public static Builder builder(ChartKind kind) {
        return new Builder(kind);
    }

    /** The defaults of a kind of chart: throughput of step total, one line (or variant) per {@code lines}. */
    public static ChartSettings of(ChartKind kind, String lines) {
        return builder(kind).lines(lines).rows(lines).build();
    }

    public Builder toBuilder() {
        return builder(kind).lines(lines).step(step).metric(metric).rows(rows).cols(cols).base(base)
                .relative(relative).aggregate(aggregate).pool(pool).log(log).text(text).hidden(hidden)
                .failures(failures).order(order);
    }

    public ChartSettings withText(ChartText newText) {
        return toBuilder().text(newText).build();
    }

    public ChartSettings withHidden(Set<String> newHidden) {
        return toBuilder().hidden(newHidden).build();
    }

    public ChartKind kind() {
        return kind;
    }

    /** The attribute with one line (sweep) or one label per run (latency, timeline); may be null. */
    public String lines() {
        return lines;
    }

    /** The step drawn (sweep, bars with attribute columns, latency, timeline). */
    public String step() {
        return step;
    }

    /** The metric drawn; for a timeline null means rate and p95 together. */
    public String metric() {
        return metric;
    }

    /** Bars: the attribute of the variants (one colour each). */
    public String rows() {
        return rows;
    }

    /** Bars: {@code step} or an attribute (one group of bars each); null for step. */
    public String cols() {
        return cols;
    }

    /** Bars: the variant to divide by; null for the first. */
    public String base() {
        return base;
    }

    /** Bars: draw ratios to the base instead of values. */
    public boolean relative() {
        return relative;
    }

    /** Bars: how the runs of one bar combine. */
    public Aggregate aggregate() {
        return aggregate;
    }

    /** Bars: attributes in which the runs of one bar may differ, on purpose (named in the subtitle). */
    public Set<String> pool() {
        return pool;
    }

    /** A logarithmic value axis. */
    public boolean log() {
        return log;
    }

    /** The person's own words, replacing the defaults where set. */
    public ChartText text() {
        return text;
    }

    /** Series keys not drawn; the others keep their colours. */
    public Set<String> hidden() {
        return hidden;
    }

    /** Past which share of failed requests a bar or point is marked and not drawn as speed (decision 0110). */
    public FailureRule failures() {
        return failures;
    }

    /** trend: {@code date}, {@code id} or an attribute whose values order the points; null for date. */
    public String order() {
        return order;
    }

    /** The settings, option by option as {@code benchlens chart} names them. */
    public static final class Builder {
        private final ChartKind kind;
        private String lines;
        private String step;
        private String metric;
        private String rows;
        private String cols;
        private String base;
        private boolean relative;
        private Aggregate aggregate;
        private Collection<String> pool;
        private boolean log;
        private ChartText text;
        private Set<String> hidden;
        private FailureRule failures;
        private String order;

        private Builder(ChartKind kind) {
            this.kind = kind;
        }

        /** {@code --lines} */
        public Builder lines(String attribute) {
            lines = given(attribute);
            return this;
        }

        /** {@code --step} */
        public Builder step(String name) {
            step = given(name);
            return this;
        }

        /** {@code --metric} */
        public Builder metric(String name) {
            metric = given(name);
            return this;
        }

        /** {@code --rows} */
        public Builder rows(String attribute) {
            rows = given(attribute);
            return this;
        }

        /** {@code --cols} */
        public Builder cols(String stepOrAttribute) {
            cols = given(stepOrAttribute);
            return this;
        }

        /** {@code --base} */
        public Builder base(String variant) {
            base = given(variant);
            return this;
        }

        /** {@code --relative} */
        public Builder relative(boolean ratios) {
            relative = ratios;
            return this;
        }

        /** {@code --aggregate} */
        public Builder aggregate(Aggregate how) {
            aggregate = how;
            return this;
        }

        /** {@code --pool}, repeated */
        public Builder pool(Collection<String> attributes) {
            pool = attributes == null ? null : attributes.stream().map(Builder::given).filter(a -> a != null).toList();
            return this;
        }

        /** {@code --log} */
        public Builder log(boolean logarithmic) {
            log = logarithmic;
            return this;
        }

        /** {@code --title}, {@code --subtitle}, {@code --x-label}, {@code --y-label}, {@code --source-note} */
        public Builder text(ChartText words) {
            text = words;
            return this;
        }

        /** {@code --hide} */
        public Builder hidden(Set<String> seriesKeys) {
            hidden = seriesKeys;
            return this;
        }

        /** {@code --max-errors} */
        public Builder failures(FailureRule rule) {
            failures = rule;
            return this;
        }

        /** {@code --order} of a trend */
        public Builder order(String dateIdOrAttribute) {
            order = given(dateIdOrAttribute);
            return this;
        }

        public ChartSettings build() {
            return new ChartSettings(this);
        }

        private static String given(String text) {
            return text == null || text.isBlank() ? null : text.strip();
        }
    }
}
