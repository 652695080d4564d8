package org.benchlens.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * When a run's failed requests make its rate no speed (decision 0110): more than {@code maxErrors}
 * of its operations failed. A run that does not say how many failed is never judged failed.
 * Such runs are marked ({@code ✗ 100 % failed}), never coloured green, and left out of capacity.
 *
 * @param maxErrors the share (0..1) of failed operations a run may have and still count as speed
 */
public record FailureRule(double maxErrors) {

    /** 1 %, the capacity SLO's own default target ({@code errors<=1%}). */
    public static final FailureRule STANDARD = new FailureRule(0.01);

    public FailureRule {
        if (!(maxErrors >= 0 && maxErrors <= 1)) {
            throw new IllegalArgumentException("--max-errors must be a share between 0 % and 100 %, not " + maxErrors);
        }
    }

    /** {@code 1%}, {@code 0.5 %} or {@code 0.01}. */
    public static FailureRule parse(String text) {
        String t = text == null ? "" : text.strip();
        try {
            double share = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1).strip()) / 100
                    : Double.parseDouble(t);
            return new FailureRule(share);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--max-errors must be a share such as 1% or 0.01, not '" + text + "'");
        }
    }

    /** True when the share is known and past the rule. */
    public boolean failed(Double errorRate) {
        return errorRate != null && errorRate > maxErrors;
    }

    /** "✗ 100 % failed": the mark of a cell, bar, point or run whose requests failed. */
    public static String mark(double errorRate) {
        return "✗ " + percent(errorRate) + " % failed";
    }

    /** "more than 1 % of requests failed": what the mark means, for legends and notes. */
    public String meaning() {
        return "more than " + percent(maxErrors) + " % of requests failed";
    }

    /** The option that sets this rule as it reads on a command line: "--max-errors 1%". */
    public String option() {
        return "--max-errors " + percent(maxErrors) + "%";
    }

    /** A share as a percentage with at most two decimals: 1 → "100", 0.0437 → "4.37". */
    public static String percent(double share) {
        return new BigDecimal(share * 100).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
    }
}
