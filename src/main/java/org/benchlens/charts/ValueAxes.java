package org.benchlens.charts;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;

/** Value axes: linear from zero (so bars and lines are not exaggerated), or logarithmic on request; ratios near their data. */
final class ValueAxes {

    private ValueAxes() {
    }

    static ValueAxis values(String label, boolean log) {
        if (log) {
            return new ReadableLogAxis(label);
        }
        NumberAxis axis = new ReadableNumberAxis(label, grouped(), false);
        axis.setAutoRangeIncludesZero(true);
        return axis;
    }

    /**
     * An axis of ratios to a base: from a little under the lowest ratio (or whisker) to a little over
     * the highest, so a 0.92 bar stands clearly lower than the base's 1.00; the bars rise from its foot.
     */
    static ValueAxis ratios(String label, boolean log) {
        ValueAxis axis = values(label, log);
        if (axis instanceof NumberAxis linear) {
            linear.setAutoRangeIncludesZero(false);
            linear.setLowerMargin(0.15);
        }
        return axis;
    }

    /** A count axis (virtual users, seconds): whole-number ticks at a readable distance. */
    static NumberAxis counts(String label) {
        NumberAxis axis = new ReadableNumberAxis(label, grouped(), true);
        axis.setAutoRangeIncludesZero(true);
        return axis;
    }

    /** 12,000 and 0.5: thousands grouped, no needless decimals, the same in every locale. */
    static DecimalFormat grouped() {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));
    }
}
