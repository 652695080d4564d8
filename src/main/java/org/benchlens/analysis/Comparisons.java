package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

/**
 * Builds a {@link Comparison} from runs. Runs that did not complete are left out (and said so),
 * so an aborted run does not skew a cell; several runs falling in one cell are combined by the
 * request's {@link Aggregate} (their mean unless told otherwise).
 */
public final class Comparisons {

    private Comparisons() {
    }

    public static Comparison compare(List<RunResult> runs, ComparisonRequest request) {
        List<String> notes = new ArrayList<>();
        Map<String, Map<String, List<Sample>>> grid = new LinkedHashMap<>();
        Map<String, List<Long>> runsOfRow = new LinkedHashMap<>();
        LinkedHashSet<String> columns = new LinkedHashSet<>();
        for (RunResult result : runs) {
            String row = result.run().attribute(request.rowAttribute());
            if (row == null) {
                continue;
            }
            if (result.run().isIncomplete()) {
                notes.add(leftOut(result.run()));
                continue;
            }
            Map<String, Sample> samples = samplesOf(result, request);
            if (samples.isEmpty()) {
                continue;
            }
            runsOfRow.computeIfAbsent(row, r -> new ArrayList<>()).add(result.run().id());
            for (Map.Entry<String, Sample> entry : samples.entrySet()) {
                columns.add(entry.getKey());
                grid.computeIfAbsent(row, r -> new LinkedHashMap<>())
                        .computeIfAbsent(entry.getKey(), c -> new ArrayList<>()).add(entry.getValue());
            }
        }
        List<String> columnOrder = ColumnOrder.of(columns, !request.columnsAreSteps());
        String base = chooseBase(request, runsOfRow);
        List<Comparison.Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<Long>> row : runsOfRow.entrySet()) {
            List<Comparison.Cell> cells = new ArrayList<>();
            for (String column : columnOrder) {
                cells.add(cell(grid, row.getKey(), base, column, request));
            }
            rows.add(new Comparison.Row(row.getKey(), row.getValue(), cells));
        }
        if (rows.isEmpty()) {
            notes.add("no run has the attribute '" + request.rowAttribute() + "' and a value of "
                    + request.metric());
        }
        return new Comparison(request, base, columnOrder, rows, notes);
    }

    /** The metric's value in each column this run contributes to. */
    private static Map<String, Sample> samplesOf(RunResult result, ComparisonRequest request) {
        Map<String, Sample> samples = new LinkedHashMap<>();
        long id = result.run().id();
        if (request.columnsAreSteps()) {
            for (String step : result.steps()) {
                result.find(step, request.metric()).ifPresent(m -> samples.put(step,
                        new Sample(m.value(), errorRate(result, step), ignored(result, step, request.metric()), id)));
            }
        } else {
            String column = result.run().attribute(request.columns());
            if (column != null) {
                result.find(request.step(), request.metric()).ifPresent(m -> samples.put(column,
                        new Sample(m.value(), errorRate(result, request.step()),
                                ignored(result, request.step(), request.metric()), id)));
            }
        }
        return samples;
    }

    /** True when the source flags the value as one to ignore ({@link Metrics#ignoredFlagOf}). */
    private static boolean ignored(RunResult result, String step, String metric) {
        return result.find(step, Metrics.ignoredFlagOf(metric)).map(m -> m.value() > 0).orElse(false);
    }

    private static Double errorRate(RunResult result, String step) {
        return result.find(step, Metrics.ERRORS_RATE).map(m -> m.value()).orElse(null);
    }

    private static String chooseBase(ComparisonRequest request, Map<String, List<Long>> rows) {
        if (request.base() != null) {
            if (!rows.containsKey(request.base())) {
                throw new IllegalArgumentException("no row '" + request.base() + "' to use as base; the rows are "
                        + String.join(", ", rows.keySet()));
            }
            return request.base();
        }
        return rows.isEmpty() ? null : rows.keySet().iterator().next();
    }

    private static Comparison.Cell cell(Map<String, Map<String, List<Sample>>> grid, String row, String base,
                                        String column, ComparisonRequest request) {
        List<Sample> samples = grid.getOrDefault(row, Map.of()).get(column);
        if (samples == null) {
            return null;
        }
        double value = combine(samples, request.aggregate());
        List<Sample> baseSamples = grid.getOrDefault(base, Map.of()).get(column);
        double baseValue = baseSamples == null ? Double.NaN : combine(baseSamples, request.aggregate());
        double ratio = baseValue == 0 || Double.isNaN(baseValue) ? Double.NaN : value / baseValue;
        List<Long> ids = samples.stream().map(Sample::runId).toList();
        Double errors = meanErrorRate(samples.stream().map(Sample::errorRate).toList());
        boolean ignored = samples.stream().anyMatch(Sample::ignored);
        return Double.isNaN(ratio)
                ? new Comparison.Cell(value, ratio, null, null, ids, errors, ignored)
                : new Comparison.Cell(value, ratio, request.rule().color(ratio), request.rule().format(ratio), ids,
                        errors, ignored);
    }

    /** The note on a run that did not complete, which comparisons and sweeps leave out. */
    static String leftOut(Run run) {
        return "run " + run.id() + " (" + run.name() + ") left out: " + run.attribute(AttributeKeys.STATUS);
    }

    /**
     * The share of failed operations of runs combined into one number: their mean, a run that does
     * not say counting as none failed; null when none of them says.
     */
    static Double meanErrorRate(List<Double> errorRates) {
        return errorRates.stream().allMatch(e -> e == null) ? null
                : errorRates.stream().mapToDouble(e -> e == null ? 0 : e).average().orElse(0);
    }

    private static double combine(List<Sample> samples, Aggregate aggregate) {
        return aggregate.of(samples.stream().mapToDouble(Sample::value).toArray());
    }

    private record Sample(double value, Double errorRate, boolean ignored, long runId) {
    }
}
