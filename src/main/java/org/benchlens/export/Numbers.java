package org.benchlens.export;

import java.math.BigDecimal;
import java.util.Locale;

/** Numbers as a person reads them in a table: no exponent, no trailing zeros, few decimals. */
public final class Numbers {

    private Numbers() {
    }

    /** Whole numbers as they are; others with 2 decimals from 1000 up, 3 from 1, 6 below. */
    public static String format(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        double magnitude = Math.abs(value);
        int decimals = magnitude >= 1000 ? 2 : magnitude >= 1 ? 3 : 6;
        String text = String.format(Locale.ROOT, "%." + decimals + "f", value);
        return new BigDecimal(text).stripTrailingZeros().toPlainString();
    }

    /**
     * Every digit a double holds, in plain decimal notation, for files a program reads again: 24000000 for 2.4E7,
     * 82435 for 82435.0, 0.000012 for 1.2E-5; empty for NaN and infinities.
     */
    public static String exact(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return "";
        }
        return value == 0 ? "0" : BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
