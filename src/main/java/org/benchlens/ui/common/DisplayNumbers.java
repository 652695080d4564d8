package org.benchlens.ui.common;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers as the window shows them: the digits grouped (12,345), and every value of a column with
 * the same number of significant digits, never fewer than its whole part (123,457 stays whole,
 * 12.35 and 0.01235 keep four digits). Exports keep the full value ({@code export.Numbers}).
 */
public final class DisplayNumbers {

    static final int SIGNIFICANT = 4;

    private DisplayNumbers() {
    }

    /** A whole part of four digits or more: not the decimals after a point. */
    private static final Pattern WHOLE_PART = Pattern.compile("(?<![\\d.,])\\d{4,}");

    /**
     * {@code text} as an export writes it ("1700000000 (1.02)", "82435.12 ±310"), its numbers' whole parts grouped
     * for the window ("1,700,000,000 (1.02)"): the export keeps plain digits a program reads again, the window groups
     * them as every other figure it shows.
     */
    public static String grouped(String text) {
        return grouped(text, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static String grouped(String text, Locale locale) {
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(locale);
        // where the locale groups with '.', grouping would read as a decimal point beside the exports' '.'
        char separator = symbols.getGroupingSeparator() == '.' ? '\u202F' : symbols.getGroupingSeparator();
        Matcher digits = WHOLE_PART.matcher(text);
        StringBuilder shown = new StringBuilder();
        while (digits.find()) {
            String whole = digits.group();
            StringBuilder group = new StringBuilder();
            for (int i = 0; i < whole.length(); i++) {
                if (i > 0 && (whole.length() - i) % 3 == 0) {
                    group.append(separator);
                }
                group.append(whole.charAt(i));
            }
            digits.appendReplacement(shown, Matcher.quoteReplacement(group.toString()));
        }
        return digits.appendTail(shown).toString();
    }

    public static String format(double value) {
        return format(value, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static String format(double value, Locale locale) {
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
