package org.benchlens.charts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.analysis.PercentileCurve;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Latency by percentile of several runs, from their stored histograms, on a log 1/(1-p) axis. Runs that keep
 * no histogram of the whole run, only one a step (hyperfine's commands, fio's jobs, a request log's labels),
 * draw a line a step when the step asked for is the default {@code total}.
 */
final class LatencyChart {

    private LatencyChart() {
    }

    /** One line: a run's histogram of a step, under its legend's key. */
    private record Curve(RunContent run, LatencyHistogram histogram) {
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        List<Curve> curves = curves(runs, settings.step());
        boolean bySteps = curves.stream().anyMatch(curve -> !curve.histogram().step().equals(settings.step()));
        if (curves.isEmpty()) {
            throw new IllegalArgumentException("none of the " + runs.size() + " runs has a latency histogram of step "
                    + settings.step() + " (formats that record every request or a"
                    + " percentile spectrum keep one, such as k6's NDJSON, JMeter's results, hyperfine and fio json+)");
        }
        List<Run> plain = curves.stream().map(curve -> curve.run().run()).distinct().toList();
        Map<Long, String> labels = ChartWords.runLabels(plain, settings.lines());
        XYSeriesCollection dataset = new XYSeriesCollection();
        List<String> keys = new ArrayList<>();
        Map<String, Long> runOfKey = new HashMap<>();
        for (Curve curve : curves) {
            String label = labels.get(curve.run().run().id());
            String key = !bySteps ? label : plain.size() == 1 ? curve.histogram().step()
                    : label + " · " + curve.histogram().step();
            XYSeries series = new XYSeries(key, true, false);
            for (PercentileCurve.Point point : PercentileCurve.of(curve.histogram())) {
                series.addOrUpdate(point.tailPosition(), point.millis());
            }
            dataset.addSeries(series);
            keys.add(key);
            runOfKey.put(key, curve.run().run().id());
        }
        List<Long> shown = keys.stream().filter(key -> !settings.hidden().contains(key)).map(runOfKey::get)
                .distinct().toList();
        ChartText defaults = new ChartText("Latency by percentile",
                ChartWords.shared(plain, settings.lines() == null ? Set.of() : Set.of(settings.lines()),
                        bySteps ? "a line a step" : ChartWords.stepPhrase(settings.step())),
                "percentile", ChartWords.withUnit("latency", Units.MILLISECONDS),
                ChartWords.sourceNote(plain, shown));
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

    /** The runs' histograms of {@code step}; where none has one of the whole run, every step's of every run. */
    private static List<Curve> curves(List<RunContent> runs, String step) {
        List<Curve> ofStep = runs.stream().flatMap(run -> run.histogram(step).map(h -> new Curve(run, h)).stream())
                .toList();
        if (!ofStep.isEmpty() || !Steps.TOTAL.equals(step)) {
            return ofStep;
        }
        // one curve a step, as histogram(step) picks it where a step keeps several
        return runs.stream().flatMap(run -> run.histograms().stream().map(LatencyHistogram::step).distinct()
                .map(each -> new Curve(run, run.histogram(each).orElseThrow()))).toList();
    }
}
