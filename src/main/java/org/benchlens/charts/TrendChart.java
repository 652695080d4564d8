package org.benchlens.charts;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.analysis.trend.TrendChange;
import org.benchlens.analysis.trend.TrendOrder;
import org.benchlens.analysis.trend.TrendRequest;
import org.benchlens.analysis.trend.TrendPoint;
import org.benchlens.analysis.trend.TrendSeries;
import org.benchlens.analysis.trend.Trends;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.model.Units;

/**
 * A history: each series' values over the runs in order, its level between change points drawn as
 * dashed steps, and each change point marked where the new level starts, a triangle down for a
 * regression and up for an improvement.
 */
public final class TrendChart {

    /** Beyond this many points the x axis counts points instead of naming each. */
    private static final int NAMED_TICKS = 40;

    private TrendChart() {
    }

    /** "Throughput (inserts/s)" where the series share one step and its runs' word, else by the metric's unit. */
    private static String valueLabel(List<TrendSeries> series, List<RunResult> runs) {
        TrendSeries first = series.get(0);
        String name = ChartWords.metricName(first.metric());
        if (!first.metric().equals(Metrics.THROUGHPUT) || !Units.PER_SECOND.equals(first.unit()) || runs.isEmpty()) {
            return ChartWords.withUnit(name, first.unit());
        }
        Set<String> steps = series.stream().map(TrendSeries::step).collect(Collectors.toSet());
        String step = steps.size() == 1 ? steps.iterator().next() : null;
        return name + " (" + ThroughputUnit.shared(runs.stream().map(RunResult::run).toList(), step) + ")";
    }

    /** What a trend chart draws, one dataset each, a series per trend series in each. */
    public enum Layer {
        /** The points followed. */
        VALUES,
        /** The dashed level between change points. */
        LEVELS,
        /** A triangle down where a worse level starts. */
        REGRESSIONS,
        /** A triangle up where a better level starts. */
        IMPROVEMENTS;

        /** This layer's points in a trend chart's plot. */
        public XYDataset of(XYPlot plot) {
            return plot.getDataset(ordinal());
        }
    }

    /**
     * The runs' trend as {@code chart trend} and the report draw it: the settings' metric (or a history's
     * {@code value}), their step where the runs have it (else every step), ordered by {@code order},
     * with the change points of the default settings.
     */
    static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        List<RunResult> results = runs.stream().map(RunContent::result).toList();
        String metric = settings.metric() == null || settings.metric().equals(Metrics.THROUGHPUT)
                ? Trends.defaultMetric(results) : settings.metric();
        boolean hasStep = results.stream().anyMatch(r -> r.find(settings.step(), metric).isPresent());
        TrendRequest request = new TrendRequest(metric, hasStep ? settings.step() : null, settings.lines(),
                TrendOrder.parse(settings.order()), ChangePointSettings.DEFAULTS);
        return build(Trends.of(results, request), Trends.labels(results, request), results, settings.text(),
                settings.hidden());
    }

    /**
     * @param labels every point's label in order: the x axis
     * @param runs   the runs followed, whose format says what their throughput counts (inserts/s, req/s)
     */
    public static BuiltChart build(List<TrendSeries> series, List<String> labels, List<RunResult> runs, ChartText text,
                                   Set<String> hidden) {
        if (series.isEmpty()) {
            throw new IllegalArgumentException("no run has the metric to follow: select other runs, --metric or --step");
        }
        Map<String, Integer> position = new HashMap<>();
        labels.forEach(label -> position.putIfAbsent(label, position.size()));
        List<String> keys = series.stream().map(TrendSeries::name).toList();
        SeriesPalette palette = new SeriesPalette(keys);
        XYSeriesCollection values = new XYSeriesCollection();
        XYSeriesCollection levels = new XYSeriesCollection();
        XYSeriesCollection regressions = new XYSeriesCollection();
        XYSeriesCollection improvements = new XYSeriesCollection();
        for (TrendSeries s : series) {
            XYSeries line = new XYSeries(s.name(), false, true);
            for (TrendPoint p : s.points()) {
                line.add(position.get(p.x()).doubleValue(), p.value());
            }
            values.addSeries(line);
            levels.addSeries(levels(s, position));
            XYSeries down = new XYSeries(s.name(), false, true);
            XYSeries up = new XYSeries(s.name(), false, true);
            for (TrendChange c : s.changes()) {
                (c.direction() == TrendChange.Direction.REGRESSION ? down : up)
                        .add(position.get(c.x()).doubleValue(), s.points().get(c.index()).value());
            }
            regressions.addSeries(down);
            improvements.addSeries(up);
        }
        ChartText defaults = new ChartText(ChartWords.metricName(series.get(0).metric()) + " over runs, with change points",
                series.size() == 1 ? series.get(0).name() : series.size() + " series", null, valueLabel(series, runs),
                "Change points by E-Divisive means as Apache Otava finds them; dashed: the level between them");
        ChartText shown = text.orElse(defaults);
        ValueAxis x = xAxis(labels, shown.xLabel());
        XYPlot plot = new XYPlot(values, x, ValueAxes.values(shown.yLabel(), false),
                ChartTheme.lines(keys, palette, hidden, ChartTheme.LINE));
        plot.setDataset(Layer.LEVELS.ordinal(), levels);
        plot.setRenderer(Layer.LEVELS.ordinal(), stepsRenderer(keys, palette, hidden));
        plot.setDataset(Layer.REGRESSIONS.ordinal(), regressions);
        plot.setRenderer(Layer.REGRESSIONS.ordinal(), markers(keys, palette, hidden, triangle(true)));
        plot.setDataset(Layer.IMPROVEMENTS.ordinal(), improvements);
        plot.setRenderer(Layer.IMPROVEMENTS.ordinal(), markers(keys, palette, hidden, triangle(false)));
        ChartTheme.style(plot);
        LegendItemCollection legend = ChartTheme.lineLegend(keys, palette, hidden);
        legend.add(markerItem("regression", triangle(true)));
        legend.add(markerItem("improvement", triangle(false)));
        return new BuiltChart(ChartTheme.chart(plot, shown, legend), defaults, keys, List.of());
    }

    /** The mean of each segment as a flat step from its first point to the next segment's first. */
    private static XYSeries levels(TrendSeries s, Map<String, Integer> position) {
        XYSeries steps = new XYSeries(s.name(), false, true);
        List<Integer> bounds = new ArrayList<>();
        bounds.add(0);
        s.changes().forEach(c -> bounds.add(c.index()));
        bounds.add(s.points().size());
        for (int k = 0; k + 1 < bounds.size(); k++) {
            List<TrendPoint> segment = s.points().subList(bounds.get(k), bounds.get(k + 1));
            double mean = segment.stream().mapToDouble(TrendPoint::value).average().orElse(Double.NaN);
            int last = bounds.get(k + 1) < s.points().size() ? bounds.get(k + 1) : bounds.get(k + 1) - 1;
            steps.add(position.get(segment.get(0).x()).doubleValue(), mean);
            steps.add(position.get(s.points().get(last).x()).doubleValue(), mean);
        }
        return steps;
    }

    private static ValueAxis xAxis(List<String> labels, String label) {
        if (labels.size() <= NAMED_TICKS) {
            // names that all end alike (pg1219_o2nofp.cx10a_c24r64, pg1220_o2nofp…) are told apart by their start:
            // the ticks show that, the axis says the rest once, and the plot keeps its height
            String ending = sharedEnding(labels);
            List<String> ticks = labels.stream().map(l -> l.substring(0, l.length() - ending.length())).toList();
            String axisLabel = ending.isEmpty() || label != null ? label : "each run's name ends in " + ending;
            SymbolAxis axis = new SymbolAxis(axisLabel, ticks.toArray(String[]::new));
            axis.setGridBandsVisible(false);
            axis.setVerticalTickLabels(ticks.stream().mapToInt(String::length).max().orElse(0) > 8);
            return axis;
        }
        NumberAxis axis = new NumberAxis(label == null ? "point (0 = oldest)" : label);
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        return axis;
    }

    /**
     * The ending all labels share, from a separator (_ . - or a space) on, when it is long enough to be
     * worth saying once and leaves each label a distinct start; else empty.
     */
    static String sharedEnding(List<String> labels) {
        if (labels.size() < 2) {
            return "";
        }
        String first = labels.get(0);
        int common = first.length();
        for (String label : labels) {
            int k = 0;
            while (k < common && k < label.length()
                    && label.charAt(label.length() - 1 - k) == first.charAt(first.length() - 1 - k)) {
                k++;
            }
            common = k;
        }
        String ending = first.substring(first.length() - common);
        int separator = -1;
        for (int i = 0; i < ending.length(); i++) {
            if ("_.- ".indexOf(ending.charAt(i)) >= 0) {
                separator = i;
                break;
            }
        }
        if (separator < 0 || ending.length() - separator < 6) {
            return "";
        }
        String shared = ending.substring(separator);
        boolean distinct = labels.stream().map(l -> l.substring(0, l.length() - shared.length())).distinct().count()
                == labels.size();
        boolean named = labels.stream().allMatch(l -> l.length() > shared.length());
        return distinct && named ? shared : "";
    }

    private static XYLineAndShapeRenderer stepsRenderer(List<String> keys, SeriesPalette palette, Set<String> hidden) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        for (int i = 0; i < keys.size(); i++) {
            renderer.setSeriesPaint(i, palette.color(keys.get(i)));
            renderer.setSeriesStroke(i, ChartTheme.DASHED_LINE);
            renderer.setSeriesVisible(i, !hidden.contains(keys.get(i)));
        }
        renderer.setDefaultSeriesVisibleInLegend(false);
        return renderer;
    }

    private static XYLineAndShapeRenderer markers(List<String> keys, SeriesPalette palette, Set<String> hidden,
                                                  Shape shape) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < keys.size(); i++) {
            Color color = palette.color(keys.get(i));
            renderer.setSeriesPaint(i, color);
            renderer.setSeriesShape(i, shape);
            renderer.setSeriesOutlinePaint(i, ChartTheme.INK);
            renderer.setSeriesVisible(i, !hidden.contains(keys.get(i)));
        }
        renderer.setUseOutlinePaint(true);
        renderer.setDrawOutlines(true);
        renderer.setDefaultSeriesVisibleInLegend(false);
        return renderer;
    }

    /** A legend entry of a marker alone, in ink: what the triangles of every series mean. */
    private static LegendItem markerItem(String label, Shape shape) {
        LegendItem item = new LegendItem(label, null, null, null, true, shape, false, ChartTheme.INK, true,
                ChartTheme.INK, ChartTheme.LINE, false, new Line2D.Double(-9, 0, 9, 0), ChartTheme.LINE, ChartTheme.INK);
        item.setLabelFont(ChartTheme.LEGEND);
        item.setLabelPaint(ChartTheme.INK);
        return item;
    }

    /** A triangle 14 px wide pointing down (a regression) or up. */
    private static Shape triangle(boolean down) {
        double tip = down ? 8 : -8;
        Path2D.Double path = new Path2D.Double();
        path.moveTo(-7, -tip);
        path.lineTo(7, -tip);
        path.lineTo(0, tip);
        path.closePath();
        return path;
    }
}
