package org.benchlens.charts;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.analysis.Sweep;
import org.benchlens.analysis.Sweeps;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;

/**
 * The hockey stick: a latency percentile against the throughput achieved, one line per series of
 * a sweep, its points in order of load. Where throughput stops growing the line turns up (or
 * back): latency is all that more load buys.
 */
final class LatencyThroughputChart {

    private LatencyThroughputChart() {
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        String latency = latencyMetric(settings.metric());
        List<Run> plain = runs.stream().map(RunContent::run).toList();
        var results = runs.stream().map(RunContent::result).toList();
        Sweep throughput = Sweeps.of(results, settings.lines(), settings.step(), Metrics.THROUGHPUT);
        Sweep latencies = Sweeps.of(results, settings.lines(), settings.step(), latency);
        XYSeriesCollection dataset = new XYSeriesCollection();
        List<String> keys = new java.util.ArrayList<>();
        List<Long> shownRunIds = new java.util.ArrayList<>();
        for (Sweep.Line line : throughput.lines()) {
            Map<Double, Double> latencyAt = new TreeMap<>();
            latencies.lines().stream().filter(l -> l.name().equals(keyOf(line, settings, latency)))
                    .flatMap(l -> l.points().stream()).forEach(p -> latencyAt.put(p.vus(), p.value()));
            XYSeries series = new XYSeries(line.name(), false, true);
            for (Sweep.Point point : line.points()) {
                Double y = latencyAt.get(point.vus());
                if (y != null) {
                    series.add(point.value(), y);
                }
            }
            if (!series.isEmpty()) {
                dataset.addSeries(series);
                keys.add(line.name());
                if (!settings.hidden().contains(line.name())) {
                    line.points().forEach(p -> shownRunIds.addAll(p.runIds()));
                }
            }
        }
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("no run has a vus attribute, a throughput and a "
                    + ChartWords.metricName(latency) + " in step " + settings.step()
                    + (settings.lines() == null ? "" : " and the attribute '" + settings.lines() + "'"));
        }
        SeriesPalette palette = new SeriesPalette(keys);
        String latencyName = ChartWords.metricName(latency);
        Set<String> spread = new HashSet<>(Set.of(AttributeKeys.VUS));
        if (settings.lines() != null) {
            spread.add(settings.lines());
        }
        ChartText defaults = new ChartText(capitalised(latencyName) + " vs throughput"
                + (settings.lines() == null ? "" : ", by " + settings.lines()),
                ChartWords.shared(plain, spread, ChartWords.stepPhrase(settings.step()), "one point per load level"),
                ChartWords.valueLabel(Metrics.THROUGHPUT, throughput.unit(), plain, settings.step()),
                ChartWords.withUnit(latencyName, latencies.unit()), ChartWords.sourceNote(plain, shownRunIds));
        ChartText text = settings.text().orElse(defaults);
        NumberAxis x = (NumberAxis) ValueAxes.values(text.xLabel(), false);
        ValueAxis y = ValueAxes.values(text.yLabel(), settings.log());
        XYPlot plot = new XYPlot(dataset, x, y, ChartTheme.lines(keys, palette, settings.hidden(), ChartTheme.LINE));
        ChartTheme.style(plot);
        return new BuiltChart(ChartTheme.chart(plot, text, ChartTheme.lineLegend(keys, palette, settings.hidden())),
                defaults, keys, throughput.notes());
    }

    /** The metric given when it is a latency, p95 by default (the settings' default metric is throughput). */
    private static String latencyMetric(String metric) {
        if (metric == null || metric.equals(Metrics.THROUGHPUT)) {
            return Metrics.LATENCY_P95;
        }
        if (!metric.startsWith("latency.")) {
            throw new IllegalArgumentException("a latency-throughput chart draws a latency against throughput; "
                    + "--metric must be latency.p95, latency.p99 or another latency.*, not " + metric);
        }
        return metric;
    }

    /** With a line attribute the latency sweep's lines share the names; without, each is named by its metric. */
    private static String keyOf(Sweep.Line line, ChartSettings settings, String latency) {
        return settings.lines() == null || settings.lines().isBlank() ? latency : line.name();
    }

    private static String capitalised(String text) {
        return text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }
}
