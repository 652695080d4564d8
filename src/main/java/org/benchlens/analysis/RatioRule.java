package org.benchlens.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * How relative values are shown and coloured: rounded to {@code precision} decimals, red when the
 * ratio as shown is at most {@code low}, green when at least {@code high}, grey between. The rule
 * is applied to the ratio as displayed, so that every cell reads consistently with the legend:
 * a ratio of 0.9504 shows as 0.95 and is red.
 */
public record RatioRule(double low, double high, int precision) {

    public static final RatioRule STANDARD = new RatioRule(0.95, 1.05, 2);

    public RatioRule {
        if (!(low < high)) {
            throw new IllegalArgumentException("the red threshold (" + low + ") must be below the green one (" + high + ")");
        }
        if (precision < 0 || precision > 6) {
            throw new IllegalArgumentException("precision must be 0..6 decimals, not " + precision);
        }
    }

    /**
     * The ratio rounded as displayed. Half-even on the exact binary value, as C's printf does,
     * so that BenchLens shows the same digits as reports made with awk or printf.
     */
    public BigDecimal displayed(double ratio) {
        return new BigDecimal(ratio).setScale(precision, RoundingMode.HALF_EVEN);
    }

    public String format(double ratio) {
        return displayed(ratio).toPlainString();
    }

    public RatioColor color(double ratio) {
        BigDecimal shown = displayed(ratio);
        if (shown.compareTo(BigDecimal.valueOf(low)) <= 0) {
            return RatioColor.RED;
        }
        if (shown.compareTo(BigDecimal.valueOf(high)) >= 0) {
            return RatioColor.GREEN;
        }
        return RatioColor.GREY;
    }
}
