package org.benchlens.charts;

import java.util.Set;

import org.benchlens.analysis.Aggregate;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * Everything that decides how a chart looks, shared by the command line and the window.
 *
 * @param lines    the attribute with one line (sweep) or one label per run (latency, timeline); may be null
 * @param step     the step drawn (sweep, bars with attribute columns, latency, timeline)
 * @param metric   the metric drawn; for a timeline null means rate and p95 together
 * @param rows     bars: the attribute of the variants (one colour each)
 * @param cols     bars: {@code step} or an attribute (one group of bars each)
 * @param base     bars: the variant to divide by; null for the first
 * @param relative bars: draw ratios to the base instead of values
 * @param log      a logarithmic value axis
 * @param text     the person's own words, replacing the defaults where set
 * @param hidden   series keys not drawn; the others keep their colours
 */
public record ChartSettings(ChartKind kind, String lines, String step, String metric, String rows, String cols,
                            String base, boolean relative, Aggregate aggregate, boolean log, ChartText text,
                            Set<String> hidden) {

    public ChartSettings {
        step = step == null || step.isBlank() ? Steps.TOTAL : step;
        metric = metric == null || metric.isBlank() ? (kind == ChartKind.TIMELINE ? null : Metrics.THROUGHPUT) : metric;
        aggregate = aggregate == null ? Aggregate.MEAN : aggregate;
        text = text == null ? ChartText.NONE : text;
        hidden = hidden == null ? Set.of() : Set.copyOf(hidden);
    }

    /** The defaults of a kind of chart: throughput of step total, one line per {@code lines}. */
    public static ChartSettings of(ChartKind kind, String lines) {
        return new ChartSettings(kind, lines, null, null, lines, null, null, false, null, false, null, null);
    }

    public ChartSettings withText(ChartText newText) {
        return new ChartSettings(kind, lines, step, metric, rows, cols, base, relative, aggregate, log, newText,
                hidden);
    }

    public ChartSettings withHidden(Set<String> newHidden) {
        return new ChartSettings(kind, lines, step, metric, rows, cols, base, relative, aggregate, log, text,
                newHidden);
    }
}
