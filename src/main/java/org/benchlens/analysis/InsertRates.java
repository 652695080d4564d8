package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;

/**
 * The Insert Benchmark's third table: the background insert rate of each row in each read-write
 * step, beside the step's target, with the cells whose runs missed the SLA (under 95 % of the
 * target, as the importer marks them) flagged. It tells whether a fast query step was fast because
 * its writers fell behind.
 *
 * @param targets the target inserts/s of each step, NaN where no run states one
 */
public record InsertRates(String rowAttribute, List<String> steps, List<Double> targets, List<Row> rows) {

    public InsertRates {
        steps = List.copyOf(steps);
        targets = List.copyOf(targets);
        rows = List.copyOf(rows);
    }

    /** One row: its rates, null where it has none in a step. */
    public record Row(String name, List<Rate> rates) {
        public Row {
            rates = java.util.Collections.unmodifiableList(new ArrayList<>(rates));
        }
    }

    /** The mean rate of the cell's runs and whether any of them missed the SLA (of one run: its rate and whether it missed). */
    public record Rate(double value, boolean missed) {
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /** True when some cell missed its target. */
    public boolean anyMissed() {
        return rows.stream().flatMap(r -> r.rates().stream()).anyMatch(r -> r != null && r.missed());
    }

    /** The rates of the runs that have {@code rowAttribute}, in the order the runs came; runs that did not complete are left out. */
    public static InsertRates of(List<RunResult> runs, String rowAttribute) {
        LinkedHashSet<String> steps = new LinkedHashSet<>();
        Map<String, Map<String, List<Rate>>> grid = new LinkedHashMap<>();
        Map<String, Double> targets = new LinkedHashMap<>();
        for (RunResult result : runs) {
            String row = result.run().attribute(rowAttribute);
            if (row == null || result.run().isIncomplete()) {
                continue;
            }
            for (Measurement m : result.measurements()) {
                if (m.metric().equals(Metrics.INSERT_RATE) && !Double.isNaN(m.value())) {
                    steps.add(m.step());
                    boolean missed = result.find(m.step(), Metrics.SLA_MISSED).map(Measurement::value).orElse(0.0) > 0;
                    grid.computeIfAbsent(row, r -> new LinkedHashMap<>())
                            .computeIfAbsent(m.step(), s -> new ArrayList<>()).add(new Rate(m.value(), missed));
                } else if (m.metric().equals(Metrics.INSERT_TARGET) && !Double.isNaN(m.value())) {
                    targets.putIfAbsent(m.step(), m.value());
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Rate>>> row : grid.entrySet()) {
            List<Rate> rates = new ArrayList<>();
            for (String step : steps) {
                List<Rate> cell = row.getValue().get(step);
                rates.add(cell == null ? null : new Rate(cell.stream().mapToDouble(Rate::value).average().orElseThrow(),
                        cell.stream().anyMatch(Rate::missed)));
            }
            rows.add(new Row(row.getKey(), rates));
        }
        List<Double> targetList = steps.stream().map(s -> targets.getOrDefault(s, Double.NaN)).toList();
        return new InsertRates(rowAttribute, new ArrayList<>(steps), targetList, rows);
    }
}
