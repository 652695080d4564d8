package org.benchlens.analysis;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;

/**
 * The cost view: a metric divided by what the run's machine costs an hour ({@code price_per_hour},
 * in dollars), so that a cheaper instance that is almost as fast shows as the better buy.
 * Throughput per dollar-hour is operations per second for each dollar the instance costs an hour.
 */
public final class PerDollarHour {

    /** The attribute that holds the on-demand price of the run's machine, in dollars an hour. */
    public static final String PRICE = "price_per_hour";

    private static final String SUFFIX = " per $/h";

    private PerDollarHour() {
    }

    /** The name the divided metric goes by in tables: {@code throughput per $/h}. */
    public static String metricName(String metric) {
        return metric + SUFFIX;
    }

    /**
     * Compares the request's metric and, beside each of its columns, the metric per dollar-hour
     * ({@code 10}, {@code 10 per $/h}, {@code 100000}, ...), each relative to the base row. Runs
     * without a usable price are left out of both and named in a note, as runs that did not
     * complete are; another note lists the prices used.
     */
    public static Comparison compare(List<RunResult> runs, ComparisonRequest request) {
        List<RunResult> priced = new ArrayList<>();
        List<Long> unpriced = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        LeftOut.Collector leftOut = new LeftOut.Collector();
        Map<String, Set<String>> prices = new LinkedHashMap<>();
        for (RunResult result : runs) {
            if (!measures(result, request.metric())) {
                // without the metric there is nothing to divide: the comparison says why it is left out
                priced.add(result);
                continue;
            }
            String text = result.run().attribute(PRICE);
            if (text == null) {
                unpriced.add(result.run().id());
                continue;
            }
            double price = price(text);
            if (!(price > 0)) {
                notes.add("run " + result.run().id() + " (" + result.run().name() + ") left out: its " + PRICE
                        + " '" + text + "' is not a positive number of dollars");
                leftOut.add(PRICE + " not a number of dollars", result.run().id());
                continue;
            }
            priced.add(divided(result, request.metric(), price));
            String row = result.run().attribute(request.rowAttribute());
            prices.computeIfAbsent(row == null ? Comparison.rowWithout(request.rowAttribute()) : row,
                    r -> new LinkedHashSet<>()).add("$" + BigDecimal.valueOf(price).stripTrailingZeros().toPlainString());
        }
        if (!unpriced.isEmpty()) {
            notes.add(LeftOut.ids(unpriced) + " left out: no " + PRICE + " (set it with: benchlens attr RUN --set "
                    + PRICE + "=0.64)");
            leftOut.addAll("no " + PRICE, unpriced);
        }
        Comparison plain = Comparisons.compare(priced, request);
        Comparison perDollar = Comparisons.compare(priced, request.withMetric(metricName(request.metric())));
        if (!prices.isEmpty() && !perDollar.rows().isEmpty()) {
            notes.add(0, "price per hour: " + String.join(", ", prices.entrySet().stream()
                    .filter(e -> perDollar.row(e.getKey()).isPresent())
                    .map(e -> e.getKey() + " " + String.join(" or ", e.getValue())).toList()));
        }
        notes.addAll(perDollar.notes());
        // the plain metric says what a run lacks; the divided one would name a metric no run was measured in
        leftOut.addAll(plain.leftOut());
        return beside(plain, perDollar, request.withMetric(request.metric() + " and " + metricName(request.metric())),
                notes, runs.size(), leftOut.list());
    }

    /** Each column of the plain comparison followed by the same column per dollar-hour. */
    private static Comparison beside(Comparison plain, Comparison perDollar, ComparisonRequest request,
                                     List<String> notes, int runsGiven, List<LeftOut> leftOut) {
        List<String> columns = new ArrayList<>();
        perDollar.columns().forEach(c -> columns.addAll(List.of(c, c + SUFFIX)));
        List<Comparison.Row> rows = new ArrayList<>();
        for (Comparison.Row row : perDollar.rows()) {
            Comparison.Row plainRow = plain.row(row.name()).orElse(null);
            List<Comparison.Cell> cells = new ArrayList<>();
            for (int i = 0; i < perDollar.columns().size(); i++) {
                int plainIndex = plain.columns().indexOf(perDollar.columns().get(i));
                cells.add(plainRow == null || plainIndex < 0 ? null : plainRow.cell(plainIndex));
                cells.add(row.cell(i));
            }
            rows.add(new Comparison.Row(row.name(), row.runIds(), cells));
        }
        Set<String> lowerIsBetter = new HashSet<>(plain.lowerIsBetter());
        perDollar.lowerIsBetter().forEach(c -> lowerIsBetter.add(c + SUFFIX));
        return new Comparison(request, perDollar.baseRow(), columns, rows, notes, Map.of(), runsGiven, leftOut,
                lowerIsBetter);
    }

    private static boolean measures(RunResult result, String metric) {
        return result.measurements().stream().anyMatch(m -> m.metric().equals(metric));
    }

    /** A price as written in an attribute file: {@code 0.64} or {@code $0.64}; NaN when it is not a number. */
    public static double price(String text) {
        String number = text.strip();
        if (number.startsWith("$")) {
            number = number.substring(1).strip();
        }
        try {
            return Double.parseDouble(number);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** The run with its metric, the metric divided by the price in every step, and its error rates, so failures still show. */
    private static RunResult divided(RunResult result, String metric, double price) {
        List<Measurement> measurements = new ArrayList<>();
        for (Measurement m : result.measurements()) {
            if (m.metric().equals(metric)) {
                measurements.add(m);
                measurements.add(new Measurement(m.step(), metricName(metric), m.value() / price,
                        (m.unit() + SUFFIX).strip()));
            } else if (m.metric().equals(Metrics.ERRORS_RATE)) {
                measurements.add(m);
            }
        }
        return new RunResult(result.run(), measurements);
    }
}
