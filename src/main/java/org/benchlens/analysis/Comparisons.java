package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Better;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

/**
 * Builds a {@link Comparison} from runs. Runs that did not complete are left out (and said so),
 * so an aborted run does not skew a cell; runs of unlike configurations never meet in one cell
 * ({@link UnlikeRuns}). The runs of a cell are repeated tests: each gets one value (concurrent
 * sessions combined by the request's {@link Aggregate}), the cell has their statistics, and a cell
 * whose difference to the base may be noise is grey (decision 0041).
 */
public final class Comparisons {

    private Comparisons() {
    }

    public static Comparison compare(List<RunResult> runs, ComparisonRequest request) {
        return compare(runs, request, PooledPercentiles.NONE);
    }

    /**
     * @param pooling where the metric is a latency percentile, a cell of several runs takes it from their
     *                merged histograms (decision 0080)
     */
    public static Comparison compare(List<RunResult> runs, ComparisonRequest request, PooledPercentiles pooling) {
        List<String> notes = new ArrayList<>();
        Map<String, Map<String, List<Sample>>> grid = new LinkedHashMap<>();
        Map<String, List<Long>> runsOfRow = new LinkedHashMap<>();
        List<String> columns = new ArrayList<>();
        Map<String, String> units = new LinkedHashMap<>();
        LeftOut.Collector leftOut = new LeftOut.Collector();
        // runs without the row attribute are a row of their own beside the others, never a table by themselves
        boolean someRow = runs.stream().anyMatch(r -> r.run().attribute(request.rowAttribute()) != null);
        String noRowReason = "no " + request.rowAttribute();
        Map<String, List<Sample>> rowless = new LinkedHashMap<>();
        List<Long> rowlessRuns = new ArrayList<>();
        for (RunResult result : runs) {
            String row = result.run().attribute(request.rowAttribute());
            if (row == null && !someRow) {
                leftOut.add(noRowReason, result.run().id());
                continue;
            }
            if (result.run().isIncomplete()) {
                notes.add(leftOut(result.run()));
                leftOut.add(notCompleted(result.run()), result.run().id());
                continue;
            }
            Map<String, Sample> samples = samplesOf(result, request, units);
            if (samples.isEmpty()) {
                leftOut.add(lacking(result, request), result.run().id());
                continue;
            }
            if (row == null) {
                rowlessRuns.add(result.run().id());
                samples.forEach((column, sample) -> rowless.computeIfAbsent(column, c -> new ArrayList<>()).add(sample));
                continue;
            }
            runsOfRow.computeIfAbsent(row, r -> new ArrayList<>()).add(result.run().id());
            ColumnOrder.merge(columns, samples.keySet());
            for (Map.Entry<String, Sample> entry : samples.entrySet()) {
                grid.computeIfAbsent(row, r -> new LinkedHashMap<>())
                        .computeIfAbsent(entry.getKey(), c -> new ArrayList<>()).add(entry.getValue());
            }
        }
        checkAlike(grid, request);
        if (!rowlessRuns.isEmpty()) {
            String rowName = Comparison.rowWithout(request.rowAttribute());
            try {
                checkAlike(Map.of(rowName, rowless), request);
                grid.put(rowName, rowless);
                runsOfRow.put(rowName, rowlessRuns);
                ColumnOrder.merge(columns, rowless.keySet());
            } catch (UnlikeRunsException unlike) {
                // a row that could not be one would refuse the whole table over runs it never asked for
                leftOut.addAll(noRowReason + ", and they differ in " + unlike.attribute(), rowlessRuns);
            }
        }
        checkAlike(grid, request);
        List<String> columnOrder = request.columnsAreMetrics() ? metricOrder(request, columns, notes)
                : ColumnOrder.of(columns, !request.columnsAreSteps());
        String base = chooseBase(request, runsOfRow);
        Map<String, Map<String, double[]>> testsOf = tests(grid, request);
        Map<String, Map<String, Double>> pooled = pooled(grid, request, pooling, notes);
        // Some cell with repeats: then every cell says how sure it is.
        boolean repeats = testsOf.values().stream().flatMap(c -> c.values().stream()).anyMatch(t -> t.length > 1);
        Map<String, Better> betterOf = betters(grid, columnOrder, request);
        List<Comparison.Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<Long>> row : runsOfRow.entrySet()) {
            List<Comparison.Cell> cells = new ArrayList<>();
            for (String column : columnOrder) {
                cells.add(cell(grid, testsOf, pooled, repeats, row.getKey(), base, column, request,
                        betterOf.get(column)));
            }
            rows.add(new Comparison.Row(row.getKey(), row.getValue(), cells));
        }
        if (rows.isEmpty()) {
            notes.add("no run has the attribute '" + request.rowAttribute() + "' and a value of "
                    + request.metric());
        }
        if (rows.stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c != null && c.failed())) {
            notes.add(failureNote(request.failures()));
        }
        Set<String> lowerIsBetter = request.columnsAreMetrics() ? Set.of() : columnOrder.stream()
                .filter(column -> betterOf.get(column) == Better.LOWER).collect(Collectors.toSet());
        return new Comparison(request, base, columnOrder, rows, notes,
                request.columnsAreMetrics() ? units : Map.of(), runs.size(), leftOut.list(), lowerIsBetter);
    }

    /**
     * Which way each column's figure improves, as its runs say or its metric's name (a step's, for a
     * history's plain value): what makes a ratio red or green (decision 0176).
     */
    private static Map<String, Better> betters(Map<String, Map<String, List<Sample>>> grid, List<String> columns,
                                               ComparisonRequest request) {
        Map<String, Better> better = new LinkedHashMap<>();
        for (String column : columns) {
            grid.values().stream().map(cells -> cells.get(column))
                    .filter(samples -> samples != null && !samples.isEmpty()).findFirst().ifPresent(samples -> better.put(column,
                            Better.of(samples.get(0).run(), request.stepOf(column), request.metricOf(column))));
        }
        return better;
    }

    /** The metrics asked for, in their order; one that no run measured is named in a note instead of a column. */
    private static List<String> metricOrder(ComparisonRequest request, List<String> measured, List<String> notes) {
        List<String> missing = request.metrics().stream().filter(m -> !measured.contains(m)).toList();
        if (!missing.isEmpty() && !measured.isEmpty()) {
            notes.add("no run has " + String.join(", ", missing) + " in step " + request.step());
        }
        return request.metrics().stream().filter(measured::contains).toList();
    }

    /** Every cell holds runs of one configuration, or the request pools what differs (see {@link UnlikeRuns}). */
    private static void checkAlike(Map<String, Map<String, List<Sample>>> grid, ComparisonRequest request) {
        Set<String> free = new HashSet<>(request.pool());
        free.add(request.rowAttribute());
        if (!request.columnsAreSteps()) {
            free.add(request.columns());
        }
        grid.forEach((row, cells) -> cells.forEach((column, samples) -> UnlikeRuns.check(
                cellName(request, row, column), samples.stream().map(Sample::run).toList(), free)));
        grid.forEach((row, cells) -> cells.forEach((column, samples) -> UnlikeLoads.check(
                cellName(request, row, column), samples, Sample::run, Sample::load, request.pool())));
    }

    /** A cell for a sentence: "version=12.19, step l.i0". */
    private static String cellName(ComparisonRequest request, String row, String column) {
        return request.rowAttribute() + "=" + row + (request.columnsAreSteps() ? ", step " + column
                : request.columnsAreMetrics() ? ", step " + request.step()
                : request.columns().equals(request.rowAttribute()) ? ""
                : ", " + request.columns() + "=" + column);
    }

    /** The metric's value in each column this run contributes to; the unit of each metric column in {@code units}. */
    private static Map<String, Sample> samplesOf(RunResult result, ComparisonRequest request,
                                                 Map<String, String> units) {
        Map<String, Sample> samples = new LinkedHashMap<>();
        Run run = result.run();
        if (request.columnsAreMetrics()) {
            for (String metric : request.metrics()) {
                result.find(request.step(), metric).ifPresent(m -> {
                    units.putIfAbsent(metric, m.unit());
                    samples.put(metric, new Sample(m.value(), errorRate(result, request.step()),
                            ignored(result, request.step(), metric), run, UnlikeLoads.of(result, request.step())));
                });
            }
        } else if (request.columnsAreSteps()) {
            for (String step : result.steps()) {
                result.find(step, request.metric()).ifPresent(m -> samples.put(step,
                        new Sample(m.value(), errorRate(result, step), ignored(result, step, request.metric()), run,
                                UnlikeLoads.of(result, step))));
            }
        } else {
            String column = result.run().attribute(request.columns());
            if (column != null) {
                result.find(request.step(), request.metric()).ifPresent(m -> samples.put(column,
                        new Sample(m.value(), errorRate(result, request.step()),
                                ignored(result, request.step(), request.metric()), run,
                                UnlikeLoads.of(result, request.step()))));
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

    private static Comparison.Cell cell(Map<String, Map<String, List<Sample>>> grid,
                                        Map<String, Map<String, double[]>> testsOf,
                                        Map<String, Map<String, Double>> pooled, boolean repeats, String row,
                                        String base, String column, ComparisonRequest request, Better better) {
        List<Sample> samples = grid.getOrDefault(row, Map.of()).get(column);
        if (samples == null) {
            return null;
        }
        double[] tests = testsOf.get(row).get(column);
        double pooledValue = pooled.get(row).get(column);
        boolean isPooled = !Double.isNaN(pooledValue);
        double value = isPooled ? pooledValue : acrossTests(tests, request.aggregate());
        List<Sample> baseSamples = grid.getOrDefault(base, Map.of()).get(column);
        double[] baseTests = baseSamples == null ? new double[0] : testsOf.get(base).get(column);
        double basePooled = baseSamples == null ? Double.NaN : pooled.get(base).get(column);
        double baseValue = baseTests.length == 0 ? Double.NaN
                : Double.isNaN(basePooled) ? acrossTests(baseTests, request.aggregate()) : basePooled;
        // a table of several metrics shows each as measured: a ratio across units means nothing
        double ratio = baseValue == 0 || Double.isNaN(baseValue) || request.columnsAreMetrics() ? Double.NaN
                : value / baseValue;
        List<Long> ids = samples.stream().map(s -> s.run().id()).toList();
        Double errors = meanErrorRate(samples.stream().map(Sample::errorRate).toList());
        boolean failed = request.failures().failed(errors);
        // a ratio to a rate of failing requests is no comparison of speed either
        boolean baseFailed = baseSamples != null
                && request.failures().failed(meanErrorRate(baseSamples.stream().map(Sample::errorRate).toList()));
        boolean ignored = samples.stream().anyMatch(Sample::ignored);
        CellStatistics statistics = CellStatistics.of(tests);
        if (Double.isNaN(ratio)) {
            return new Comparison.Cell(value, ratio, null, null, ids, errors, statistics, Double.NaN, null,
                    repeats ? Verdict.ONE_RUN : Verdict.NO_REPEATS, ignored, isPooled, failed, baseValue);
        }
        double p = row.equals(base) ? Double.NaN : request.test().pValue(tests, baseTests);
        Boolean significant = Double.isNaN(p) ? null : p < request.alpha();
        Verdict verdict = !repeats ? Verdict.NO_REPEATS
                : tests.length < 2 || baseTests.length < 2 ? Verdict.ONE_RUN
                : Boolean.FALSE.equals(significant) ? Verdict.NOISE : Verdict.SPREAD;
        RatioColor color = failed || baseFailed ? null
                : verdict == Verdict.NOISE ? RatioColor.GREY : request.rule().color(ratio, better);
        return new Comparison.Cell(value, ratio, color, request.rule().format(ratio), ids, errors, statistics, p,
                significant, verdict, ignored, isPooled, failed, baseValue);
    }

    /**
     * Each cell's latency percentile from its runs' merged histograms, NaN where it is not pooled; a
     * cell that cannot pool (a run keeps no histogram) keeps its runs' aggregate, and a note says so.
     */
    private static Map<String, Map<String, Double>> pooled(Map<String, Map<String, List<Sample>>> grid,
                                                           ComparisonRequest request, PooledPercentiles pooling,
                                                           List<String> notes) {
        Map<String, Map<String, Double>> pooled = new LinkedHashMap<>();
        grid.forEach((row, cells) -> cells.forEach((column, samples) -> {
            String step = request.stepOf(column);
            PooledPercentiles.Pool pool = pooling.of(samples.stream().map(Sample::run).toList(), step,
                    request.metricOf(column));
            if (pool.lacking() != null) {
                notes.add(request.metricOf(column) + " of " + cellName(request, row, column) + " is not pooled from"
                        + " histograms: run " + pool.lacking().id() + " keeps no latency histogram of step " + step
                        + ", so the cell combines its runs' own percentiles");
            }
            pooled.computeIfAbsent(row, r -> new LinkedHashMap<>()).put(column, pool.value());
        }));
        return pooled;
    }

    /** The tests' values of every cell. */
    private static Map<String, Map<String, double[]>> tests(Map<String, Map<String, List<Sample>>> grid,
                                                           ComparisonRequest request) {
        Map<String, Map<String, double[]>> tests = new LinkedHashMap<>();
        grid.forEach((row, cells) -> cells.forEach((column, samples) ->
                tests.computeIfAbsent(row, r -> new LinkedHashMap<>()).put(column, testValues(samples, request))));
        return tests;
    }

    /** One value per test in the cell: a run alone, or the concurrent sessions of one test combined by the aggregate. */
    private static double[] testValues(List<Sample> samples, ComparisonRequest request) {
        return ConcurrentSessions.tests(samples, Sample::run).stream()
                .mapToDouble(test -> combine(test, request.aggregate())).toArray();
    }

    /** The cell's value from its tests: the aggregate, except that repeats are never summed but averaged. */
    private static double acrossTests(double[] tests, Aggregate aggregate) {
        return (aggregate == Aggregate.SUM ? Aggregate.MEAN : aggregate).of(tests);
    }

    /** What a ✗ says, and that such cells are never coloured, nor those divided by one. */
    static String failureNote(FailureRule failures) {
        return "✗: " + failures.meaning() + ", so the rate is no speed: such cells have no colour, nor have"
                + " the cells divided by one (" + failures.option() + ")";
    }

    /** Why a run is in no cell although it has what the rows need: the attribute of the columns, or the metric. */
    private static String lacking(RunResult result, ComparisonRequest request) {
        if (request.columnsAreMetrics()) {
            return "none of " + String.join(", ", request.metrics()) + " in step " + request.step();
        }
        if (request.columnsAreSteps()) {
            return "no " + request.metric();
        }
        return result.run().attribute(request.columns()) == null ? "no " + request.columns()
                : "no " + request.metric() + " in step " + request.step();
    }

    /** The reason a run that did not complete is left out: its status ("aborted"). */
    private static String notCompleted(Run run) {
        String status = run.attribute(AttributeKeys.STATUS);
        return status == null ? "not completed" : status;
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

    /** @param load the run's VUs and duration in the cell's step ({@link UnlikeLoads#of}) */
    private record Sample(double value, Double errorRate, boolean ignored, Run run, Map<String, Double> load) {
    }
}
