package org.benchlens.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;

/**
 * The right-hand axis of failed requests, 0 to 100 % with room above: 100 % sits at three quarters of the
 * plot's height, below the fastest points of the value axis, so a level of fast failures (a cross near the
 * top) never lies on its line's 100 %-failed dotted line.
 */
final class FailedShareAxis extends NumberAxis {

    static final double TOP = 130;

    FailedShareAxis() {
        super("failed requests (%)");
        setRange(0, TOP);
        setTickUnit(new NumberTickUnit(20, NumberFormat.getIntegerInstance(Locale.ROOT)));
    }

    /** No tick past 100 %: a share of requests goes no further. */
    @Override
    @SuppressWarnings("rawtypes")
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<?> ticks = super.refreshTicks(g2, state, dataArea, edge);
        return ticks.stream().filter(tick -> ((ValueTick) tick).getValue() <= 100).toList();
    }
}
