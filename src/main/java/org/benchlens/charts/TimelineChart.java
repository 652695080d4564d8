package org.benchlens.charts;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;

/**
 * Second by second: request rate above, p95 latency below (or one chosen series metric), on a
 * shared axis of seconds since each run's first point, so runs started at different times line up.
 */
final class TimelineChart {

    private static final List<String> RATE_AND_P95 = List.of(Metrics.SERIES_RATE, Metrics.SERIES_P95);

    private TimelineChart() {
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        List<String> metrics = settings.metric() == null ? RATE_AND_P95 : List.of(settings.metric());
        List<RunContent> drawn = runs.stream()
                .filter(r -> metrics.stream().anyMatch(m -> r.series(settings.step(), m).isPresent())).toList();
        if (drawn.isEmpty()) {
            throw new IllegalArgumentException("none of the " + runs.size() + " runs has a per-second series of "
                    + String.join(" or ", metrics) + " in step " + settings.step()
                    + " (k6 NDJSON and CSV imports and the runner keep them)");
        }
        List<Run> plain = drawn.stream().map(RunContent::run).toList();
        Map<Long, String> labels = ChartWords.runLabels(plain, settings.lines());
        List<String> keys = drawn.stream().map(r -> labels.get(r.run().id())).toList();
        SeriesPalette palette = new SeriesPalette(keys);

        String first = metrics.get(0);
        String title = metrics.size() == 1 ? ChartWords.metricName(first) + " per second"
                : "Request rate and p95 latency per second";
        ChartText defaults = new ChartText(title,
                ChartWords.shared(plain, settings.lines() == null ? Set.of() : Set.of(settings.lines()),
                        ChartWords.stepPhrase(settings.step())),
                "elapsed time (s)", axisLabel(drawn, settings.step(), first),
                ChartWords.sourceNote(plain, ChartWords.shownRunIds(plain, labels, settings.hidden())));
        ChartText text = settings.text().orElse(defaults);

        NumberAxis x = ValueAxes.counts(text.xLabel());
        CombinedDomainXYPlot combined = new CombinedDomainXYPlot(x);
        combined.setGap(14);
        for (String metric : metrics) {
            XYSeriesCollection dataset = new XYSeriesCollection();
            List<String> keysInDataset = new ArrayList<>();
            for (RunContent run : drawn) {
                run.series(settings.step(), metric).ifPresent(series -> {
                    String key = labels.get(run.run().id());
                    dataset.addSeries(elapsed(key, series));
                    keysInDataset.add(key);
                });
            }
            String label = metric.equals(first) ? text.yLabel() : axisLabel(drawn, settings.step(), metric);
            XYPlot plot = new XYPlot(dataset, null, ValueAxes.values(label, settings.log()),
                    ChartTheme.lines(keysInDataset, palette, settings.hidden(), ChartTheme.LINE));
            ChartTheme.style(plot);
            combined.add(plot, 1);
        }
        ChartTheme.style(combined);
        return new BuiltChart(ChartTheme.chart(combined, text, ChartTheme.lineLegend(keys, palette, settings.hidden())),
                defaults, keys);
    }

    private static XYSeries elapsed(String key, Series series) {
        XYSeries points = new XYSeries(key, true, false);
        long start = series.points().get(0).epochSecond();
        for (SeriesPoint point : series.points()) {
            points.add(point.epochSecond() - start, point.value());
        }
        return points;
    }

    private static String axisLabel(List<RunContent> runs, String step, String metric) {
        Set<String> units = new LinkedHashSet<>();
        runs.forEach(r -> r.series(step, metric).ifPresent(s -> units.add(s.unit())));
        if (metric.equals(Metrics.SERIES_RATE)) {
            return "request rate (req/s)";
        }
        return ChartWords.withUnit(ChartWords.metricName(metric).toLowerCase(Locale.ROOT),
                units.size() == 1 ? units.iterator().next() : "");
    }
}
