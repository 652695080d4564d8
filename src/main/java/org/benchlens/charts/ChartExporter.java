package org.benchlens.charts;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import javax.imageio.ImageIO;

import org.jfree.chart.JFreeChart;
import org.jfree.pdf.PDFDocument;
import org.jfree.pdf.PDFGraphics2D;
import org.jfree.pdf.Page;
import org.jfree.svg.MeetOrSlice;
import org.jfree.svg.PreserveAspectRatio;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

import org.benchlens.model.BidiControls;

/**
 * Draws a chart as PNG, SVG or PDF. Each format draws the same {@link JFreeChart} into its own
 * Graphics2D.
 */
public final class ChartExporter {

    private ChartExporter() {
    }

    /** Draws the chart into {@code out} in the format; the caller owns the file (see app.ChartExports). */
    public static void write(JFreeChart chart, OutputStream out, ChartFormat format, ExportSize size) throws IOException {
        switch (format) {
            case PNG -> writePng(chart, size, out);
            case SVG -> out.write(svg(chart, size).getBytes(StandardCharsets.UTF_8));
            case PDF -> out.write(pdf(chart, size));
        }
    }

    private static void writePng(JFreeChart chart, ExportSize size, OutputStream out) throws IOException {
        BufferedImage image = new BufferedImage(size.pixelWidth(), size.pixelHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g2.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g2.scale(size.scale(), size.scale());
            chart.draw(g2, new Rectangle(size.width(), size.height()));
        } finally {
            g2.dispose();
        }
        ImageIO.write(image, "png", out);
    }

    static String svg(JFreeChart chart, ExportSize size) {
        SVGGraphics2D g2 = new SVGGraphics2D(size.width(), size.height());
        g2.setFontFunction(ChartTheme::svgFontFamily);
        chart.draw(g2, new Rectangle(size.width(), size.height()));
        // width and height as exported, and a view box so that a page can scale it to its column
        // a name's direction controls are shown as escapes, not obeyed (BidiControls), as in every export
        return "<?xml version=\"1.0\"?>\n" + BidiControls.shown(g2.getSVGElement(null, true,
                new ViewBox(0, 0, size.width(), size.height()), PreserveAspectRatio.XMID_YMID, MeetOrSlice.MEET));
    }

    static byte[] pdf(JFreeChart chart, ExportSize size) {
        PDFDocument document = new PDFDocument();
        document.setTitle(chart.getTitle() == null ? "BenchLens chart" : chart.getTitle().getText());
        Page page = document.createPage(new Rectangle(size.width(), size.height()));
        PDFGraphics2D g2 = page.getGraphics2D();
        chart.draw(g2, new Rectangle(size.width(), size.height()));
        return document.getPDFBytes();
    }
}
