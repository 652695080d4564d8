package org.benchlens.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A base-10 log axis ticked at 1, 2 and 5 times powers of ten (every digit where the range is
 * narrow), labelled as plain numbers: JFreeChart's own ticks fall on fractional powers (1,995.262).
 */
final class ReadableLogAxis extends LogAxis {

    private static final int[] ONE_TWO_FIVE = {1, 2, 5};
    private static final int[] EVERY_DIGIT = {1, 2, 3, 4, 5, 6, 7, 8, 9};

    ReadableLogAxis(String label) {
        super(label);
        setBase(10);
        setSmallestValue(1e-3);
        setNumberFormatOverride(ValueAxes.grouped());
        setMinorTickMarksVisible(false);
    }

    @Override
    public List<ValueTick> refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<ValueTick> ticks = ticks(ONE_TWO_FIVE, edge);
        return ticks.size() >= 5 ? ticks : ticks(EVERY_DIGIT, edge);
    }

    private List<ValueTick> ticks(int[] digits, RectangleEdge edge) {
        List<ValueTick> ticks = new ArrayList<>();
        double lower = getRange().getLowerBound();
        double upper = getRange().getUpperBound();
        boolean vertical = RectangleEdge.isLeftOrRight(edge);
        TextAnchor anchor = vertical ? (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT)
                : TextAnchor.TOP_CENTER;
        for (int exponent = (int) Math.floor(Math.log10(lower)); exponent <= Math.ceil(Math.log10(upper)); exponent++) {
            for (int digit : digits) {
                double value = digit * Math.pow(10, exponent);
                if (value >= lower && value <= upper) {
                    ticks.add(new NumberTick(value, getNumberFormatOverride().format(value), anchor,
                            TextAnchor.CENTER, 0.0));
                }
            }
        }
        return ticks;
    }
}
