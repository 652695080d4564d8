package org.benchlens.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.NumberFormat;

import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.ui.RectangleEdge;

/**
 * A number axis with a tick every 1, 2, 2.5 or 5 times a power of ten, and no closer than a
 * comfortable reading distance: JFreeChart's own choice packs a label under every other line.
 */
class ReadableNumberAxis extends NumberAxis {

    private static final double[] NICE = {1, 2, 2.5, 5, 10};
    private static final double VERTICAL_SPACING = 48;
    private static final double HORIZONTAL_SPACING = 80;

    private final boolean integers;

    ReadableNumberAxis(String label, NumberFormat format, boolean integers) {
        super(label);
        this.integers = integers;
        setNumberFormatOverride(format);
    }

    @Override
    protected void selectAutoTickUnit(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        double length = RectangleEdge.isTopOrBottom(edge) ? dataArea.getWidth() : dataArea.getHeight();
        double spacing = RectangleEdge.isTopOrBottom(edge) ? HORIZONTAL_SPACING : VERTICAL_SPACING;
        int most = Math.max(2, (int) (length / spacing));
        double span = getRange().getLength();
        if (!(span > 0)) {
            super.selectAutoTickUnit(g2, dataArea, edge);
            return;
        }
        double raw = span / most;
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        double unit = power * 10;
        for (double nice : NICE) {
            if (nice * power >= raw && !(integers && nice * power < 1) && !(integers && nice == 2.5 && power < 10)) {
                unit = nice * power;
                break;
            }
        }
        setTickUnit(new NumberTickUnit(unit, getNumberFormatOverride()), false, false);
    }
}
