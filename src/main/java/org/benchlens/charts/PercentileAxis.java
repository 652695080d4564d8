package org.benchlens.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

import org.benchlens.analysis.PercentileCurve;

/**
 * The x axis of latency by percentile: positions are log10 of 1/(1-p), ticks are labelled with
 * the percentile they stand for (50%, 90%, 99%, 99.9%, ...).
 */
final class PercentileAxis extends NumberAxis {

    private static final String[] LABELS = {"0%", "50%", "90%", "99%", "99.9%", "99.99%", "99.999%", "99.9999%"};
    private static final double[] PERCENTILES = {0, 50, 90, 99, 99.9, 99.99, 99.999, 99.9999};

    PercentileAxis(String label) {
        super(label);
        setAutoRangeIncludesZero(true);
        setLowerMargin(0);
        setUpperMargin(0.02);
    }

    @Override
    public List<NumberTick> refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<NumberTick> ticks = new ArrayList<>();
        for (int i = 0; i < PERCENTILES.length; i++) {
            double position = PercentileCurve.Point.tailPosition(PERCENTILES[i]);
            if (getRange().contains(position)) {
                ticks.add(new NumberTick(position, LABELS[i], TextAnchor.TOP_CENTER, TextAnchor.CENTER, 0.0));
            }
        }
        return ticks;
    }
}
