package org.benchlens.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.Paint;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.text.TextUtils;

import org.benchlens.model.BidiControls;

/**
 * The publishable look of every chart, on screen and in every export: white plot, light grid,
 * 2 px lines with markers, readable sans-serif type, a subtitle for what the runs share and a
 * source note under the plot. A window in the dark theme turns its own copy dark ({@link ChartLook}).
 */
final class ChartTheme {

    /**
     * DejaVu Sans where it is installed, as on most Linux systems, where Java draws its logical
     * sans-serif with it anyway: named, an SVG asks a browser for the face the PNG was drawn with,
     * where "sans-serif" alone gets the browser's own choice, narrower or wider.
     */
    static final String FONT = Arrays.asList(GraphicsEnvironment.getLocalGraphicsEnvironment()
            .getAvailableFontFamilyNames(Locale.ROOT)).contains("DejaVu Sans") ? "DejaVu Sans" : Font.SANS_SERIF;
    static final Font TITLE = new Font(FONT, Font.BOLD, 18);
    static final Font SUBTITLE = new Font(FONT, Font.PLAIN, 13);
    static final Font AXIS_LABEL = new Font(FONT, Font.PLAIN, 14);
    static final Font TICK_LABEL = new Font(FONT, Font.PLAIN, 12);
    static final Font LEGEND = new Font(FONT, Font.PLAIN, 13);
    static final Font NOTE = new Font(FONT, Font.ITALIC, 11);
    static final Color INK = new Color(0x222222);
    static final Color SOFT_INK = new Color(0x555555);
    static final Color GRID = new Color(0xE3E3E3);
    static final Color AXIS_LINE = new Color(0x8C8C8C);
    static final Stroke LINE = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    static final Stroke DASHED_LINE = new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
            new float[] {6f, 4f}, 0f);
    /** Round dots: the failed share of a sweep, never to be read as the dashed USL fit of the same colour. */
    static final Stroke DOTTED_LINE = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f,
            new float[] {0.1f, 4.5f}, 0f);

    static {
        // JFreeChart draws rotated text (the y axis label) as glyph outlines unless told otherwise: as text it
        // stays text in SVG and PDF, where it can be searched and edited
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private ChartTheme() {
    }

    /**
     * A chart around {@code plot} with the title, the subtitle, the legend and the source note. Their
     * direction controls are shown as escapes here (BidiControls), so that the layout measures the text
     * as it is drawn, in the window and in every file.
     */
    static JFreeChart chart(Plot plot, ChartText text, LegendItemCollection legendItems) {
        JFreeChart chart = new JFreeChart(BidiControls.shown(text.title()), TITLE, plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        chart.setPadding(new RectangleInsets(12, 12, 8, 16));
        TextTitle title = chart.getTitle();
        if (title != null) {
            title.setPaint(INK);
            title.setHorizontalAlignment(HorizontalAlignment.LEFT);
            title.setPadding(new RectangleInsets(0, 4, 2, 0));
        }
        if (notBlank(text.subtitle())) {
            chart.addSubtitle(textTitle(text.subtitle(), SUBTITLE, SOFT_INK, RectangleEdge.TOP,
                    new RectangleInsets(0, 4, 8, 0)));
        }
        // bottom titles stack from the edge inwards: the note under the legend
        if (notBlank(text.sourceNote())) {
            chart.addSubtitle(textTitle(text.sourceNote(), NOTE, SOFT_INK, RectangleEdge.BOTTOM,
                    new RectangleInsets(6, 4, 0, 0)));
        }
        if (legendItems.getItemCount() > 0) {
            LegendTitle legend = new LegendTitle(() -> legendItems);
            legend.setItemFont(LEGEND);
            legend.setItemPaint(INK);
            legend.setFrame(BlockBorder.NONE);
            legend.setBackgroundPaint(Color.WHITE);
            legend.setPosition(RectangleEdge.BOTTOM);
            legend.setHorizontalAlignment(HorizontalAlignment.CENTER);
            legend.setItemLabelPadding(new RectangleInsets(2, 4, 2, 12));
            chart.addSubtitle(legend);
        }
        return chart;
    }

    private static TextTitle textTitle(String text, Font font, Color paint, RectangleEdge edge, RectangleInsets padding) {
        TextTitle title = new TextTitle(BidiControls.shown(text), font);
        title.setPaint(paint);
        title.setPosition(edge);
        title.setHorizontalAlignment(HorizontalAlignment.LEFT);
        title.setPadding(padding);
        return title;
    }

    static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        plot.setDomainGridlineStroke(new BasicStroke(1f));
        plot.setRangeGridlineStroke(new BasicStroke(1f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        plot.setInsets(new RectangleInsets(8, 4, 4, 8));
        for (int i = 0; i < plot.getDomainAxisCount(); i++) {
            style(plot.getDomainAxis(i));
        }
        for (int i = 0; i < plot.getRangeAxisCount(); i++) {
            style(plot.getRangeAxis(i));
        }
    }

    static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(GRID);
        plot.setRangeGridlineStroke(new BasicStroke(1f));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        plot.setInsets(new RectangleInsets(8, 4, 4, 8));
        style(plot.getDomainAxis());
        for (int i = 0; i < plot.getRangeAxisCount(); i++) {
            style(plot.getRangeAxis(i));
        }
    }

    static void style(Axis axis) {
        if (axis == null) {
            return;
        }
        axis.setLabelFont(AXIS_LABEL);
        axis.setLabelPaint(INK);
        axis.setTickLabelFont(TICK_LABEL);
        axis.setTickLabelPaint(SOFT_INK);
        axis.setAxisLinePaint(AXIS_LINE);
        axis.setTickMarkPaint(AXIS_LINE);
        axis.setTickMarkOutsideLength(4f);
        axis.setTickMarkInsideLength(0f);
        axis.setLabelInsets(new RectangleInsets(6, 6, 6, 6));
        if (axis instanceof ValueAxis values) {
            values.setMinorTickMarksVisible(false);
        }
    }

    /**
     * A renderer of lines with markers; each series gets its key's colour and shape, hidden keys
     * are not drawn.
     */
    static XYLineAndShapeRenderer lines(List<String> keysInDatasetOrder, SeriesPalette palette, Set<String> hidden,
                                        Stroke stroke) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        renderer.setDrawSeriesLineAsPath(true);
        renderer.setUseFillPaint(false);
        for (int i = 0; i < keysInDatasetOrder.size(); i++) {
            String key = keysInDatasetOrder.get(i);
            renderer.setSeriesPaint(i, palette.color(key));
            renderer.setSeriesShape(i, palette.shape(key));
            renderer.setSeriesStroke(i, stroke);
            renderer.setSeriesVisible(i, !hidden.contains(key));
        }
        return renderer;
    }

    /** Legend entries of the visible keys: a line with its marker. */
    static LegendItemCollection lineLegend(List<String> keys, SeriesPalette palette, Set<String> hidden) {
        LegendItemCollection items = new LegendItemCollection();
        for (String key : keys) {
            if (!hidden.contains(key)) {
                items.add(lineItem(key, palette.color(key), LINE, palette.shape(key), true));
            }
        }
        return items;
    }

    static LegendItem lineItem(String label, Paint paint, Stroke stroke, java.awt.Shape shape, boolean shapeVisible) {
        LegendItem item = new LegendItem(BidiControls.shown(label), null, null, null, shapeVisible,
                shape == null ? new Rectangle2D.Double(-4, -4, 8, 8) : shape, true, paint, false, paint, LINE,
                true, new Line2D.Double(-9, 0, 9, 0), stroke, paint);
        item.setSeriesKey(label);
        item.setLabelFont(LEGEND);
        item.setLabelPaint(INK);
        return item;
    }

    /** Legend entries of the visible keys: a filled square. */
    static LegendItemCollection barLegend(List<String> keys, SeriesPalette palette, Set<String> hidden) {
        LegendItemCollection items = new LegendItemCollection();
        for (String key : keys) {
            if (!hidden.contains(key)) {
                LegendItem item = new LegendItem(BidiControls.shown(key), palette.color(key));
                item.setShape(new Rectangle2D.Double(-6, -6, 12, 12));
                item.setSeriesKey(key);
                item.setLabelFont(LEGEND);
                item.setLabelPaint(INK);
                items.add(item);
            }
        }
        return items;
    }

    private static boolean notBlank(String text) {
        return text != null && !text.isBlank();
    }

    /** The CSS font family an SVG names for a Java font family: the face itself, then the generic family. */
    static String svgFontFamily(String family) {
        return family.equals(Font.SANS_SERIF) ? "sans-serif" : "\"" + family + "\", sans-serif";
    }
}
