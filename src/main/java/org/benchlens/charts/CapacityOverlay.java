package org.benchlens.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYDrawableAnnotation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityLevel;
import org.benchlens.analysis.capacity.CapacityLine;
import org.benchlens.analysis.capacity.UslFit;

/**
 * The capacity of a sweep drawn over its chart, in each series' colour: the USL fit dashed over the levels
 * that served, its peak N* as a diamond (hollow where it lies past the last level that served, and not
 * at all far past it), the SLO limit as a ring around the measured point, and 95 % error bars where a
 * level has repeats.
 */
final class CapacityOverlay {

    static final String FIT_SUFFIX = " USL fit";
    static final String ERROR_SUFFIX = " 95 % CI";
    /** Dashed and without markers, where the failed-% lines are dotted, so the two never read alike. */
    static final Stroke FIT_LINE = new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
            new float[] {9f, 5f}, 0f);
    private static final int CURVE_STEPS = 150;
    private static final double MARK_SIZE = 15;
    private static final double RING_SIZE = 20;
    /** An extrapolated N*: outlined, a little larger than a filled one so it reads as large. */
    static final double PAST_PEAK_SIZE = 17;
    private static final Rectangle2D LEGEND_MARK = new Rectangle2D.Double(-5, -5, 10, 10);

    private CapacityOverlay() {
    }

    static void draw(XYPlot plot, LegendItemCollection legend, Capacity capacity, SeriesPalette palette,
                     Set<String> hidden) {
        XYSeriesCollection curves = new XYSeriesCollection();
        List<String> curveKeys = new ArrayList<>();
        YIntervalSeriesCollection bars = new YIntervalSeriesCollection();
        List<String> barKeys = new ArrayList<>();
        boolean peaks = false;
        boolean extrapolated = false;
        boolean limits = false;
        for (CapacityLine line : capacity.lines()) {
            boolean visible = !hidden.contains(line.name());
            Color color = palette.color(line.name());
            if (line.fit() != null) {
                curves.addSeries(curve(line));
                curveKeys.add(line.name());
                double peak = line.fit().peakConcurrency();
                if (visible && inRange(line, peak)) {
                    boolean past = line.peakExtrapolated();
                    plot.addAnnotation(mark(peak, line.fit().throughputAt(peak), diamond(), color, !past,
                            past ? PAST_PEAK_SIZE : MARK_SIZE), false);
                    peaks |= !past;
                    extrapolated |= past;
                }
            }
            if (visible && line.sloLimit() != null) {
                CapacityLevel limit = line.sloLimit();
                plot.addAnnotation(mark(limit.vus(), limit.throughput(), ring(), color, false, RING_SIZE), false);
                limits = true;
            }
            YIntervalSeries errors = errorBars(line);
            if (!errors.isEmpty()) {
                bars.addSeries(errors);
                barKeys.add(line.name());
            }
        }
        int index = plot.getDatasetCount();
        if (!curveKeys.isEmpty()) {
            XYLineAndShapeRenderer renderer = ChartTheme.lines(curveKeys, palette, hidden, FIT_LINE);
            renderer.setDefaultShapesVisible(false);
            plot.setDataset(index, curves);
            plot.setRenderer(index, renderer);
            plot.mapDatasetToRangeAxis(index++, 0);
            legend.add(ChartTheme.lineItem("dashed: USL fit", ChartTheme.SOFT_INK, FIT_LINE, null, false));
        }
        if (!barKeys.isEmpty()) {
            plot.setDataset(index, bars);
            plot.setRenderer(index, errorRenderer(barKeys, palette, hidden));
            plot.mapDatasetToRangeAxis(index, 0);
            legend.add(ChartTheme.lineItem("bars: 95 % CI of repeats", ChartTheme.SOFT_INK, ChartTheme.LINE, null,
                    false));
        }
        if (peaks) {
            legend.add(ChartTheme.lineItem("N* (peak of the fit)", ChartTheme.SOFT_INK, new BasicStroke(0f),
                    scaled(diamond(), LEGEND_MARK), true));
        }
        if (extrapolated) {
            legend.add(ChartTheme.lineItem("N* past the levels that served (extrapolated)", ChartTheme.SOFT_INK,
                    new BasicStroke(0f), hollow(diamond()), true));
        }
        if (limits) {
            legend.add(ChartTheme.lineItem("SLO limit (" + sloText(capacity) + ")", ChartTheme.SOFT_INK,
                    new BasicStroke(0f), legendRing(), true));
        }
    }

    /** In ASCII, which every export format can write. */
    private static String sloText(Capacity capacity) {
        return String.join(", ", capacity.slo().stream().map(t -> t.toString().replace("≤", "<=")).toList());
    }

    /** The fit over the levels that served (what it was fitted to), and on to N* when the peak lies a little past. */
    private static XYSeries curve(CapacityLine line) {
        List<CapacityLevel> served = line.served();
        double from = served.get(0).vus();
        double to = served.get(served.size() - 1).vus();
        double peak = line.fit().peakConcurrency();
        if (inRange(line, peak)) {
            to = Math.max(to, peak);
        }
        XYSeries series = new XYSeries(line.name() + FIT_SUFFIX, true, false);
        UslFit fit = line.fit();
        for (int i = 0; i <= CURVE_STEPS; i++) {
            double n = from + (to - from) * i / CURVE_STEPS;
            series.add(n, fit.throughputAt(n));
        }
        return series;
    }

    /** A peak worth marking: at most half again past the last level that served (8pgrest's 118 VUs past 70 is not). */
    private static boolean inRange(CapacityLine line, double peak) {
        List<CapacityLevel> served = line.served();
        double last = served.get(served.size() - 1).vus();
        return Double.isFinite(peak) && peak >= served.get(0).vus() && peak <= last * 1.5;
    }

    private static YIntervalSeries errorBars(CapacityLine line) {
        YIntervalSeries series = new YIntervalSeries(line.name() + ERROR_SUFFIX);
        for (CapacityLevel level : line.levels()) {
            double half = level.halfInterval();
            if (Double.isFinite(half)) {
                series.add(level.vus(), level.throughput(), level.throughput() - half, level.throughput() + half);
            }
        }
        return series;
    }

    private static XYErrorRenderer errorRenderer(List<String> keys, SeriesPalette palette, Set<String> hidden) {
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(false);
        renderer.setDefaultShapesVisible(false);
        renderer.setErrorStroke(new BasicStroke(1.5f));
        renderer.setCapLength(6);
        renderer.setErrorPaint(null);
        for (int i = 0; i < keys.size(); i++) {
            renderer.setSeriesPaint(i, palette.color(keys.get(i)));
            renderer.setSeriesVisible(i, !hidden.contains(keys.get(i)));
        }
        return renderer;
    }

    private static XYDrawableAnnotation mark(double x, double y, Shape shape, Color color, boolean filled,
                                             double size) {
        return new XYDrawableAnnotation(x, y, size, size, (g2, area) -> paint(g2, area, shape, color, filled));
    }

    /**
     * Leaves the paint and stroke as it found them: the window's canvas skips a paint equal to the
     * last one set, so a white left behind here turned the next frame's chart background black.
     */
    private static void paint(Graphics2D g2, Rectangle2D area, Shape unit, Color color, boolean filled) {
        Paint paintBefore = g2.getPaint();
        Stroke strokeBefore = g2.getStroke();
        try {
            outline(g2, scaled(unit, area), color, filled);
        } finally {
            g2.setPaint(paintBefore);
            g2.setStroke(strokeBefore);
        }
    }

    private static void outline(Graphics2D g2, Shape shape, Color color, boolean filled) {
        if (filled) {
            g2.setPaint(color);
            g2.fill(shape);
            g2.setPaint(Color.WHITE);
            g2.setStroke(new BasicStroke(1.5f));
            g2.draw(shape);
        } else {
            g2.setPaint(color);
            g2.setStroke(new BasicStroke(2.5f));
            g2.draw(shape);
        }
    }

    /** The unit shape (centred, 2 across) scaled into the area. */
    private static Shape scaled(Shape unit, Rectangle2D area) {
        AffineTransform place = new AffineTransform();
        place.translate(area.getCenterX(), area.getCenterY());
        place.scale(area.getWidth() / 2, area.getHeight() / 2);
        return place.createTransformedShape(unit);
    }

    private static Shape diamond() {
        Path2D d = new Path2D.Double();
        d.moveTo(0, -1);
        d.lineTo(1, 0);
        d.lineTo(0, 1);
        d.lineTo(-1, 0);
        d.closePath();
        return d;
    }

    /** The legend fills its shapes: a ring there is a circle with a hole. */
    private static Shape legendRing() {
        return hollow(ring());
    }

    /** The legend's mark of an outlined shape: the shape less a smaller copy of it. */
    private static Shape hollow(Shape unit) {
        Area outline = new Area(scaled(unit, LEGEND_MARK));
        outline.subtract(new Area(scaled(unit, new Rectangle2D.Double(-3, -3, 6, 6))));
        return outline;
    }

    private static Shape ring() {
        return new Ellipse2D.Double(-1, -1, 2, 2);
    }
}
