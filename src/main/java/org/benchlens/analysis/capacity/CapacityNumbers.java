package org.benchlens.analysis.capacity;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** How capacity figures read in sentences: a few significant digits, thousands apart by a space. */
public final class CapacityNumbers {

    private CapacityNumbers() {
    }

    /** {@code 11 800} for 11 823.4 at 3 digits; {@code 0.016} for 0.01617 at 2. */
    public static String significant(double value, int digits) {
        if (!Double.isFinite(value)) {
            return "–";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        return grouped(rounded.stripTrailingZeros().toPlainString());
    }

    /** A limit as the person wrote it: 200, 1.5, 0.5. */
    public static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static String grouped(String plain) {
        boolean negative = plain.startsWith("-");
        String digits = negative ? plain.substring(1) : plain;
        int dot = digits.indexOf('.');
        String whole = dot < 0 ? digits : digits.substring(0, dot);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < whole.length(); i++) {
            if (i > 0 && (whole.length() - i) % 3 == 0 && whole.length() > 4) {
                out.append(' ');
            }
            out.append(whole.charAt(i));
        }
        return (negative ? "-" : "") + out + (dot < 0 ? "" : digits.substring(dot));
    }
}
