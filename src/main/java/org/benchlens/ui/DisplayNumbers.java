package org.benchlens.ui;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Numbers as the window shows them: the digits grouped (12,345), and every value of a column with
 * the same number of significant digits, never fewer than its whole part (123,457 stays whole,
 * 12.35 and 0.01235 keep four digits). Exports keep the full value ({@code export.Numbers}).
 */
final class DisplayNumbers {

    static final int SIGNIFICANT = 4;

    private DisplayNumbers() {
    }

    static String format(double value) {
        return format(value, Locale.getDefault(Locale.Category.FORMAT));
    }

    static String format(double value, Locale locale) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(SIGNIFICANT, RoundingMode.HALF_UP));
        int decimals = Math.max(0, rounded.scale());
        if (rounded.precision() - rounded.scale() > SIGNIFICANT) {
            // a whole part longer than the digits kept: keep it whole rather than writing 123,500
            rounded = new BigDecimal(value).setScale(0, RoundingMode.HALF_UP);
            decimals = 0;
        }
        DecimalFormat format = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(locale));
        format.setMinimumFractionDigits(decimals);
        format.setMaximumFractionDigits(decimals);
        return format.format(rounded);
    }
}
