package org.benchlens.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

import org.benchlens.model.Better;

/**
 * How relative values are shown and coloured: rounded to {@code precision} decimals, red when the
 * ratio is at most {@code low}, green when at least {@code high}, grey between; the other way round
 * for a figure that improves downwards (decision 0176). By default the rule
 * is applied to the ratio as displayed, so that every cell reads consistently with the legend: a
 * ratio of 0.9504 shows as 0.95 and is red (decision 0003). {@link ColourBy#EXACT} applies it to the
 * unrounded ratio instead, as reports coloured by their own scripts do: 1.0467 shows as 1.05 and is
 * grey (decision 0111).
 */
public record RatioRule(double low, double high, int precision, ColourBy colourBy) {

    public static final RatioRule STANDARD = new RatioRule(0.95, 1.05, 2);

    /** Which ratio the thresholds are applied to: the one shown, or the exact one. */
    public enum ColourBy {
        SHOWN, EXACT;

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public RatioRule {
        if (!(low < high)) {
            throw new IllegalArgumentException("the red threshold (" + low + ") must be below the green one (" + high + ")");
        }
        if (precision < 0 || precision > 6) {
            throw new IllegalArgumentException("precision must be 0..6 decimals, not " + precision);
        }
        colourBy = colourBy == null ? ColourBy.SHOWN : colourBy;
    }

    /** Coloured by the ratio as shown. */
    public RatioRule(double low, double high, int precision) {
        this(low, high, precision, ColourBy.SHOWN);
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

    /**
     * The colour of a ratio of a figure that improves {@code better}: where lower is better (a latency,
     * a query's time) a ratio at most {@code low} is the better one, green, and at least {@code high} red.
     */
    public RatioColor color(double ratio, Better better) {
        RatioColor color = color(ratio);
        if (better == Better.HIGHER || color == RatioColor.GREY) {
            return color;
        }
        return color == RatioColor.RED ? RatioColor.GREEN : RatioColor.RED;
    }

    public RatioColor color(double ratio) {
        BigDecimal judged = colourBy == ColourBy.SHOWN ? displayed(ratio) : new BigDecimal(ratio);
        if (judged.compareTo(BigDecimal.valueOf(low)) <= 0) {
            return RatioColor.RED;
        }
        if (judged.compareTo(BigDecimal.valueOf(high)) >= 0) {
            return RatioColor.GREEN;
        }
        return RatioColor.GREY;
    }
}
