package org.benchlens.export;

import java.util.List;

import org.benchlens.analysis.Comparison;
import org.benchlens.analysis.RatioRule;

/**
 * What a table's colours mean, in the symbols of its output: red is worse than the base and green better,
 * so where lower is better (a latency, a query's time) red is the high ratio (decision 0176).
 */
public final class ColourLegend {

    private ColourLegend() {
    }

    /**
     * "red: ratio <= 0.95, green: >= 1.05, grey between", turned where every column improves downwards,
     * and naming the columns that do where only some do.
     */
    public static String of(Comparison comparison, String atMost, String atLeast) {
        return of(comparison, atMost, atLeast, "ratio");
    }

    /**
     * The legend under a table of values, whose cells are coloured by their ratio to a base the caption does
     * not name: "red: ratio to redis-benchmark <= 0.95, …".
     */
    public static String ofValues(Comparison comparison, String atMost, String atLeast) {
        return comparison.baseRow() == null ? of(comparison, atMost, atLeast)
                : of(comparison, atMost, atLeast, "ratio to " + comparison.baseForCaption());
    }

    private static String of(Comparison comparison, String atMost, String atLeast, String ratio) {
        RatioRule rule = comparison.request().rule();
        String upwards = "red: " + ratio + " " + atMost + " " + rule.low() + ", green: " + atLeast + " " + rule.high()
                + ", grey between";
        List<String> downwards = downwards(comparison);
        if (downwards.isEmpty()) {
            return upwards;
        }
        if (downwards.size() == comparison.columns().size()) {
            return "red: " + ratio + " " + atLeast + " " + rule.high() + ", green: " + atMost + " " + rule.low()
                    + ", grey between (lower " + comparison.request().metric() + " is better)";
        }
        return upwards + "; lower is better in " + String.join(", ", downwards) + ", where red is "
                + atLeast + " " + rule.high() + " and green " + atMost + " " + rule.low();
    }

    /** The columns whose figure improves downwards, in the table's order. */
    public static List<String> downwards(Comparison comparison) {
        return comparison.columns().stream().filter(comparison.lowerIsBetter()::contains).toList();
    }

    /** Whether every column of the table improves downwards, so that red is the high ratio throughout. */
    public static boolean turned(Comparison comparison) {
        return !comparison.columns().isEmpty() && comparison.lowerIsBetter().containsAll(comparison.columns());
    }
}
