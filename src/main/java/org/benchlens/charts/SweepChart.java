package org.benchlens.charts;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.analysis.Sweep;
import org.benchlens.analysis.Sweeps;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;

/**
 * Throughput (or another metric) against virtual users, one line per value of an attribute. Where
 * operations failed, the failed share is drawn dotted against a right-hand axis in the line's
 * colour: a run whose requests all fail must not pass for a fast one.
 */
final class SweepChart {

    static final String FAILED_SUFFIX = " failed %";
    static final String FAILED_LEVEL_SUFFIX = " failed levels";
    /** The mark of a level whose requests failed: an x, filled so it reads at any size. */
    private static final Shape CROSS = cross();

    private SweepChart() {
    }

    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        return build(runs, settings, null);
    }

    /** With {@code capacity} (null for none) drawn over the lines: see {@link CapacityOverlay}. */
    static BuiltChart build(List<RunContent> runs, ChartSettings settings, Capacity capacity) {
        List<Run> plain = runs.stream().map(RunContent::run).toList();
        Sweep sweep = Sweeps.of(runs.stream().map(RunContent::result).toList(), settings.lines(), settings.step(),
                settings.metric());
        if (sweep.lines().isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", sweep.notes()));
        }
        List<String> keys = sweep.lines().stream().map(Sweep.Line::name).toList();
        SeriesPalette palette = new SeriesPalette(keys);

        XYSeriesCollection values = new XYSeriesCollection();
        XYSeriesCollection failures = new XYSeriesCollection();
        XYSeriesCollection failedLevels = new XYSeriesCollection();
        List<String> failureKeys = new ArrayList<>();
        List<String> failedLevelKeys = new ArrayList<>();
        for (Sweep.Line line : sweep.lines()) {
            XYSeries series = new XYSeries(line.name(), true, false);
            XYSeries failedSeries = new XYSeries(line.name() + FAILED_LEVEL_SUFFIX, true, false);
            // a level whose requests failed is no speed: a cross off the line, never a point of it
            line.points().forEach(p -> (p.failed(settings.failures()) ? failedSeries : series).add(p.vus(), p.value()));
            values.addSeries(series);
            if (!failedSeries.isEmpty()) {
                failedLevels.addSeries(failedSeries);
                failedLevelKeys.add(line.name());
            }
            if (line.hasFailures()) {
                XYSeries failed = new XYSeries(line.name() + FAILED_SUFFIX, true, false);
                line.points().stream().filter(p -> p.errorRate() != null)
                        .forEach(p -> failed.add(p.vus(), p.errorRate() * 100));
                failures.addSeries(failed);
                failureKeys.add(line.name());
            }
        }

        String metricName = ChartWords.metricName(settings.metric());
        Set<String> spread = new HashSet<>(Set.of(AttributeKeys.VUS));
        if (sweep.lineAttribute() != null) {
            spread.add(sweep.lineAttribute());
        }
        ChartText defaults = new ChartText(metricName + " vs virtual users"
                + (sweep.lineAttribute() == null ? "" : ", by " + sweep.lineAttribute()),
                ChartWords.shared(plain, spread, ChartWords.stepPhrase(settings.step())),
                "virtual users (VUs)", ChartWords.valueLabel(settings.metric(), sweep.unit(), plain, settings.step()),
                ChartWords.sourceNote(plain, sweep.lines().stream().filter(l -> !settings.hidden().contains(l.name()))
                        .flatMap(l -> l.points().stream()).flatMap(p -> p.runIds().stream()).toList()));
        ChartText text = settings.text().orElse(defaults);

        NumberAxis x = ValueAxes.counts(text.xLabel());
        ValueAxis y = ValueAxes.values(text.yLabel(), settings.log());
        XYPlot plot = new XYPlot(values, x, y, ChartTheme.lines(keys, palette, settings.hidden(), ChartTheme.LINE));
        LegendItemCollection legend = ChartTheme.lineLegend(keys, palette, settings.hidden());
        if (!failureKeys.isEmpty()) {
            addFailures(plot, failures, failureKeys, palette, settings.hidden());
            legend.add(ChartTheme.lineItem("dotted: failed % (right axis)", ChartTheme.SOFT_INK,
                    ChartTheme.DOTTED_LINE, null, false));
        }
        if (!failedLevelKeys.isEmpty()) {
            addFailedLevels(plot, failedLevels, failedLevelKeys, palette, settings.hidden());
            legend.add(ChartTheme.lineItem("x: " + settings.failures().meaning() + ", not a point of the line",
                    ChartTheme.SOFT_INK, new BasicStroke(0f), CROSS, true));
        }
        if (capacity != null) {
            CapacityOverlay.draw(plot, legend, capacity, palette, settings.hidden());
        }
        ChartTheme.style(plot);
        return new BuiltChart(ChartTheme.chart(plot, text, legend), defaults, keys, sweep.notes());
    }

    /** The levels whose requests failed, as crosses in their line's colour on the value axis. */
    private static void addFailedLevels(XYPlot plot, XYSeriesCollection failedLevels, List<String> lineKeys,
                                        SeriesPalette palette, Set<String> hidden) {
        int index = plot.getDatasetCount();
        XYLineAndShapeRenderer renderer = ChartTheme.lines(lineKeys, palette, hidden, ChartTheme.LINE);
        renderer.setDefaultLinesVisible(false);
        for (int i = 0; i < lineKeys.size(); i++) {
            renderer.setSeriesLinesVisible(i, false);
            renderer.setSeriesShape(i, CROSS);
            renderer.setSeriesShapesFilled(i, true);
        }
        plot.setDataset(index, failedLevels);
        plot.setRenderer(index, renderer);
        plot.mapDatasetToRangeAxis(index, 0);
    }

    private static Shape cross() {
        Path2D.Double x = new Path2D.Double();
        double r = 5;
        double w = 1.6;
        x.moveTo(-r, -r + w);
        x.lineTo(-w, 0);
        x.lineTo(-r, r - w);
        x.lineTo(-r + w, r);
        x.lineTo(0, w);
        x.lineTo(r - w, r);
        x.lineTo(r, r - w);
        x.lineTo(w, 0);
        x.lineTo(r, -r + w);
        x.lineTo(r - w, -r);
        x.lineTo(0, -w);
        x.lineTo(-r + w, -r);
        x.closePath();
        return x;
    }

    private static void addFailures(XYPlot plot, XYSeriesCollection failures, List<String> lineKeys,
                                    SeriesPalette palette, Set<String> hidden) {
        plot.setRangeAxis(1, new FailedShareAxis());
        plot.setDataset(1, failures);
        plot.mapDatasetToRangeAxis(1, 1);
        XYLineAndShapeRenderer renderer = ChartTheme.lines(lineKeys, palette, hidden, ChartTheme.DOTTED_LINE);
        renderer.setDefaultShapesFilled(false);
        renderer.setUseOutlinePaint(false);
        plot.setRenderer(1, renderer);
    }
}
