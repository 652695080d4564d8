package org.benchlens.charts;

import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.StandardEntityCollection;
import org.jfree.chart.entity.XYItemEntity;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

import org.benchlens.model.BidiControls;

/**
 * A chart as an {@code <svg>} element to place inside an HTML page, drawn exactly as the SVG
 * export draws it, with one transparent shape over every point or bar whose {@code data-tip}
 * attribute says what it is (series, x and y with the axes' names). The element scales with its
 * container (a view box, no fixed size), and its definitions are prefixed with {@code id}, so that
 * several charts can share one page.
 */
public final class InlineSvg {

    /** The radius of the shape over a point of a line: big enough to hover, small enough not to overlap. */
    private static final double POINT_RADIUS = 5;

    private InlineSvg() {
    }

    public static String draw(JFreeChart chart, ExportSize size, String id) {
        SVGGraphics2D g2 = new SVGGraphics2D(size.width(), size.height());
        g2.setFontFunction(ChartTheme::svgFontFamily);
        g2.setDefsKeyPrefix(id + "-");
        ChartRenderingInfo info = new ChartRenderingInfo(new StandardEntityCollection());
        chart.draw(g2, new Rectangle(size.width(), size.height()), info);
        String svg = g2.getSVGElement(id, false, new ViewBox(0, 0, size.width(), size.height()),
                PreserveAspectRatio.XMID_YMID, MeetOrSlice.MEET);
        StringBuilder points = new StringBuilder("<g class=\"points\">");
        for (Object item : info.getEntityCollection().getEntities()) {
            ChartEntity entity = (ChartEntity) item;
            String tip = tip(chart, entity);
            if (tip != null) {
                points.append(shape(entity, tip));
            }
        }
        points.append("</g></svg>");
        int end = svg.lastIndexOf("</svg>");
        // names reach the drawing in its text, titles and tips: no direction control in them is obeyed
        return BidiControls.shown(svg.substring(0, end) + points);
    }

    /** What a point or bar stands for, or null for any other part of the chart (axes, legend, title). */
    /**
     * What a point or bar is, in words ("2pgrest: 40 VUs, throughput (req/s) 12865"), or null for any
     * other part of the chart: the report's hover text, and the window's.
     */
    public static String tip(JFreeChart chart, ChartEntity entity) {
        if (entity instanceof XYItemEntity xy && chart.getPlot() instanceof XYPlot plot) {
            XYDataset dataset = xy.getDataset();
            XYPlot drawn = plotOf(plot, dataset);
            ValueAxis range = drawn.getRangeAxisForDataset(Math.max(drawn.indexOf(dataset), 0));
            double x = dataset.getXValue(xy.getSeriesIndex(), xy.getItem());
            double y = dataset.getYValue(xy.getSeriesIndex(), xy.getItem());
            return dataset.getSeriesKey(xy.getSeriesIndex()) + ": " + axisValue(plot.getDomainAxis(), x) + ", "
                    + label(range) + " " + number(y);
        }
        if (entity instanceof CategoryItemEntity bar && chart.getPlot() instanceof CategoryPlot plot) {
            Number value = bar.getDataset().getValue(bar.getRowKey(), bar.getColumnKey());
            return bar.getRowKey() + ", " + bar.getColumnKey() + ": " + label(plot.getRangeAxis()) + " "
                    + (value == null ? "none" : number(value.doubleValue()));
        }
        return null;
    }

    /** The plot that draws the dataset: a timeline stacks the rate and the p95 as two plots on one time axis. */
    private static XYPlot plotOf(XYPlot plot, XYDataset dataset) {
        if (plot instanceof CombinedDomainXYPlot combined) {
            for (XYPlot sub : combined.getSubplots()) {
                if (sub.indexOf(dataset) >= 0) {
                    return sub;
                }
            }
        }
        return plot;
    }

    private static String axisValue(ValueAxis axis, double x) {
        if (axis instanceof PercentileAxis) {
            return "p" + number(100 * (1 - Math.pow(10, -x)));
        }
        return label(axis) + " " + number(x);
    }

    private static String label(ValueAxis axis) {
        return axis == null || axis.getLabel() == null ? "" : axis.getLabel();
    }

    /** Four significant digits at least, whole numbers whole, no exponent. */
    static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.valueOf(value);
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(Math.abs(value) >= 1000 ? 7 : 4));
        return rounded.stripTrailingZeros().toPlainString();
    }

    private static String shape(ChartEntity entity, String tip) {
        Rectangle2D box = entity.getArea().getBounds2D();
        String data = " class=\"pt\" data-tip=\"" + escape(tip) + "\"/>";
        if (entity instanceof XYItemEntity) {
            return String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.0f\"", box.getCenterX(),
                    box.getCenterY(), POINT_RADIUS) + data;
        }
        return String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"", box.getX(),
                box.getY(), box.getWidth(), box.getHeight()) + data;
    }

    /** Series keys are attribute values from the store: text, never markup. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&#39;");
    }
}
