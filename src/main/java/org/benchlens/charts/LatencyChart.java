package org.benchlens.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.analysis.PercentileCurve;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.Units;

/** Latency by percentile of several runs, from their stored histograms, on a log 1/(1-p) axis. */
final class LatencyChart {

    private LatencyChart() {
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        List<RunContent> drawn = runs.stream().filter(r -> r.histogram(settings.step()).isPresent()).toList();
        if (drawn.isEmpty()) {
            throw new IllegalArgumentException("none of the " + runs.size() + " runs has a latency histogram of step "
                    + settings.step() + " (k6 NDJSON and CSV imports keep them)");
        }
        List<Run> plain = drawn.stream().map(RunContent::run).toList();
        Map<Long, String> labels = ChartWords.runLabels(plain, settings.lines());
        XYSeriesCollection dataset = new XYSeriesCollection();
        List<String> keys = new ArrayList<>();
        for (RunContent run : drawn) {
            String key = labels.get(run.run().id());
            XYSeries series = new XYSeries(key, true, false);
            for (PercentileCurve.Point point : PercentileCurve.of(run.histogram(settings.step()).orElseThrow())) {
                series.addOrUpdate(point.tailPosition(), point.millis());
            }
            dataset.addSeries(series);
            keys.add(key);
        }
        ChartText defaults = new ChartText("Latency by percentile",
                ChartWords.shared(plain, settings.lines() == null ? Set.of() : Set.of(settings.lines()),
                        ChartWords.stepPhrase(settings.step())),
                "percentile", ChartWords.withUnit("latency", Units.MILLISECONDS),
                ChartWords.sourceNote(plain, ChartWords.shownRunIds(plain, labels, settings.hidden())));
        ChartText text = settings.text().orElse(defaults);
        SeriesPalette palette = new SeriesPalette(keys);
        ValueAxis y = ValueAxes.values(text.yLabel(), settings.log());
        XYLineAndShapeRenderer renderer = ChartTheme.lines(keys, palette, settings.hidden(), ChartTheme.LINE);
        // a marker on each of the many points would hide the curve: lines only, markers in the legend
        renderer.setDefaultShapesVisible(false);
        XYPlot plot = new XYPlot(dataset, new PercentileAxis(text.xLabel()), y, renderer);
        ChartTheme.style(plot);
        return new BuiltChart(ChartTheme.chart(plot, text, ChartTheme.lineLegend(keys, palette, settings.hidden())),
                defaults, keys);
    }
}
