package org.benchlens.export;

import java.util.Locale;

import org.benchlens.analysis.CellStatistics;
import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.ComparisonRequest;

/**
 * A cell's text with what its repeats say (decision 0041): {@code 1.07 ±0.01} (half the 95 %
 * confidence interval, relative to the base as the ratio is), {@code ~ 1.06} (the test cannot tell
 * it from noise), {@code 1.07 n=1} (one run on a side); as before where no cell has repeats.
 */
public final class CellText {

    private CellText() {
    }

    /** The shown ratio ("n/a" without a base value), the value, or both, marked. */
    public static String of(Comparison.Cell cell, CellContent content) {
        return content.text(cell, null);
    }

    /** The shown ratio, marked with what its repeats say; "n/a" without a base value. */
    static String ratio(Comparison.Cell cell) {
        return cell.hasRatio()
                ? marked(cell, cell.displayedRatio(), fixed(cell.ratioHalfWidth(), decimals(cell.displayedRatio())))
                : "n/a";
    }

    /** The value, marked with what its repeats say, with {@code decimals} decimals where given. */
    static String value(Comparison.Cell cell, Integer decimals) {
        return marked(cell, plainValue(cell.value(), decimals), plainValue(cell.statistics().ciHalfWidth(), decimals));
    }

    /** A value with {@code decimals} decimals (whole numbers stay whole), or as {@link Numbers#format} for null. */
    static String plainValue(double number, Integer decimals) {
        return decimals == null || Double.isNaN(number) || number == Math.rint(number) ? Numbers.format(number)
                : fixed(number, decimals);
    }

    private static String marked(Comparison.Cell cell, String shown, String spread) {
        return switch (cell.verdict()) {
            case NO_REPEATS -> shown;
            case ONE_RUN -> shown + " n=1";
            case NOISE -> "~ " + shown;
            case SPREAD -> shown + " ±" + spread;
        };
    }

    /** The unrounded ratio to 6 significant digits: 1.04666. */
    static String exactDigits(Comparison.Cell cell) {
        return new java.math.BigDecimal(cell.ratio()).round(new java.math.MathContext(6)).stripTrailingZeros()
                .toPlainString();
    }

    /** Every statistic of the cell on one line each, for a tooltip or an HTML title. */
    public static String details(Comparison.Cell cell) {
        CellStatistics s = cell.statistics();
        StringBuilder text = new StringBuilder("n = " + s.n() + "\nmean " + Numbers.format(s.mean()) + ", median "
                + Numbers.format(s.median()));
        if (s.hasRepeats()) {
            text.append("\nstddev ").append(Numbers.format(s.stddev())).append(", min ")
                    .append(Numbers.format(s.min())).append(", max ").append(Numbers.format(s.max()))
                    .append("\n95 % CI of the mean ").append(Numbers.format(s.ciLow())).append(" .. ")
                    .append(Numbers.format(s.ciHigh()));
        }
        if (!Double.isNaN(cell.p())) {
            text.append("\np = ").append(p(cell.p())).append(Boolean.TRUE.equals(cell.significant())
                    ? ": significant" : ": may be noise");
        }
        return text.toString();
    }

    /** The legend of the marks, for a table's footer; empty when no cell has repeats. */
    public static String legend(Comparison comparison) {
        boolean repeats = comparison.rows().stream().flatMap(r -> r.cells().stream())
                .anyMatch(c -> c != null && c.verdict() != org.benchlens.analysis.Verdict.NO_REPEATS);
        if (!repeats) {
            return "";
        }
        ComparisonRequest request = comparison.request();
        String test = switch (request.test()) {
            case UTEST -> "a two-sided Mann-Whitney U test";
            case WELCH -> "a two-sided Welch t test";
            case NONE -> "no test";
        };
        return "±: half the 95 % confidence interval of the mean (Student's t), relative to the base; "
                + "~: " + test + " against the base finds p >= " + request.alpha()
                + ", so the cell is grey; n=1: one run on a side, coloured by the ratio alone";
    }

    /** A p value to 3 significant digits. */
    public static String p(double p) {
        return String.format(Locale.ROOT, "%.3g", p);
    }

    private static int decimals(String shown) {
        int point = shown.indexOf('.');
        return point < 0 ? 0 : shown.length() - point - 1;
    }

    private static String fixed(double number, int decimals) {
        return Double.isNaN(number) ? "" : new java.math.BigDecimal(number)
                .setScale(decimals, java.math.RoundingMode.HALF_EVEN).toPlainString();
    }
}
