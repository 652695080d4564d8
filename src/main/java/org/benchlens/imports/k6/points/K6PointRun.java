package org.benchlens.imports.k6.points;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Steps;

/**
 * A whole k6 run, built by merging the aggregates of its chunks in file order; holds only
 * statistics, histograms and per-second buckets, never the points, so its size does not grow
 * with the file's.
 */
final class K6PointRun {

    /** More scenario names than this is not a k6 script; the points of the others count in the total only. */
    static final int MAX_SCENARIOS = 200;
    /** Scenarios with one-second series of their own; the total always has them. */
    static final int MAX_SCENARIO_SERIES = 8;
    private static final String NO_SCENARIO = "";

    private final Map<String, K6PointStep> scenarios = new LinkedHashMap<>();
    private final K6PointSeries totalSeries = new K6PointSeries();
    /**
     * Values a file keeps for exact percentiles, over all its trends and scenarios: 4 194 304 doubles,
     * 32 MiB of heap (decision 0042). Past that, percentiles come from the histograms.
     */
    static final long EXACT_VALUES = 1L << 22;

    private final K6PointExactValues.Budget budget;
    private final K6PointHistograms histograms;
    private final Map<String, K6PointMetricDefinition> definitions = new LinkedHashMap<>();
    private final Map<String, Long> otherTypes = new LinkedHashMap<>();
    private long lines;
    private long unrecordable;
    private long scenariosWithoutSeries;
    private boolean tooManyScenarios;
    /** The number of the last line when it stops in the middle and was left out, else 0. */
    private long cutLine;
    private boolean inputCut;

    K6PointRun() {
        this(EXACT_VALUES);
    }

    /** @param exactValues how many trend values the run keeps for exact percentiles */
    K6PointRun(long exactValues) {
        budget = new K6PointExactValues.Budget(exactValues);
        histograms = new K6PointHistograms(budget);
        scenarios.put(NO_SCENARIO, new K6PointStep(NO_SCENARIO, null));
    }

    /** Adds the next chunk of the file. */
    void merge(K6PointChunk chunk) {
        lines += chunk.lines;
        unrecordable += chunk.unrecordable;
        if (chunk.endsEarly) {
            cutLine = lines;
        }
        chunk.definitions.forEach(definition -> definitions.put(definition.name(), definition));
        chunk.otherTypes.forEach((type, count) -> otherTypes.merge(type, count, Long::sum));
        K6PointStep[] steps = new K6PointStep[chunk.scenarios.size()];
        for (int s = 0; s < steps.length; s++) {
            steps[s] = scenario(chunk.scenarios.name(s));
            for (int m = 0; m < chunk.metrics.size(); m++) {
                K6PointStats stats = chunk.stats(s, m);
                if (stats != null) {
                    steps[s].merge(chunk.metrics.name(m), stats);
                }
            }
            steps[s].addStatusFailures(chunk.statusFailures(s));
            K6PointTagProfile tags = chunk.tags(s);
            if (tags != null) {
                steps[s].tags().merge(tags);
            }
        }
        K6PointSecondEvents events = chunk.events;
        for (int i = 0; i < events.size(); i++) {
            K6PointSeries series = steps[events.step(i)].series();
            if (series != null) {
                series.add(events.kind(i), events.second(i), events.value(i));
            }
            totalSeries.add(events.kind(i), events.second(i), events.value(i));
        }
    }

    /** A set of histograms for a parsing thread, sharing this run's budget of exact values. */
    K6PointHistograms newHistogramSet() {
        return new K6PointHistograms(budget);
    }

    /** Adds the histograms a parsing thread filled. */
    void addHistograms(K6PointHistograms set) {
        histograms.addAll(set);
    }

    /** Marks the run as cut short: its last line, {@code line}, stops in the middle and was left out. */
    void cutLastLine(long line) {
        cutLine = line;
    }

    /** Marks the run as cut short: its input (gzip data) stops in the middle. */
    void cutInput() {
        inputCut = true;
    }

    /** Ends the series; call once every chunk is merged. */
    void finish() {
        totalSeries.finish();
        scenarios.values().stream().filter(step -> step.series() != null).forEach(step -> step.series().finish());
    }

    long lines() {
        return lines;
    }

    /** The number of the file's last line when it was cut short and left out, else 0. */
    long cutLine() {
        return cutLine;
    }

    /** True when the input (gzip data) stops in the middle. */
    boolean inputCut() {
        return inputCut;
    }

    /** True for a run that did not finish: its file stops in the middle of a line or of its gzip data. */
    boolean isCutShort() {
        return cutLine > 0 || inputCut;
    }

    boolean hasPoints() {
        return scenarios.values().stream().anyMatch(step -> !step.allStats().isEmpty());
    }

    /** The named scenarios, in the order they first appeared. */
    List<K6PointStep> scenarios() {
        return scenarios.values().stream().filter(step -> !step.name().equals(NO_SCENARIO)).toList();
    }

    K6PointStep total() {
        return K6PointStep.total(Steps.TOTAL, scenarios.values(), totalSeries);
    }

    /** The histogram of a step's metric (of every scenario together for the total), or null. */
    Histogram histogram(String step, String metric) {
        if (!step.equals(Steps.TOTAL)) {
            return histograms.find(step, metric);
        }
        Histogram total = null;
        for (String scenario : histograms.steps()) {
            Histogram part = histograms.find(scenario, metric);
            if (part != null) {
                if (total == null) {
                    total = LatencyHistogram.newMicrosHistogram();
                }
                total.add(part);
            }
        }
        return total;
    }

    /**
     * Every value of a step's metric (of every scenario together for the total), sorted; null when
     * there are none, or when they were too many to keep.
     */
    double[] sortedValues(String step, String metric) {
        if (!step.equals(Steps.TOTAL)) {
            return histograms.sortedValues(step, metric);
        }
        double[] all = new double[0];
        for (String scenario : histograms.steps()) {
            if (histograms.valuesDropped(scenario, metric)) {
                return null;
            }
            double[] part = histograms.sortedValues(scenario, metric);
            if (part != null) {
                int at = all.length;
                all = java.util.Arrays.copyOf(all, at + part.length);
                System.arraycopy(part, 0, all, at, part.length);
            }
        }
        java.util.Arrays.sort(all);
        return all.length == 0 ? null : all;
    }

    /** How many values a run keeps for exact percentiles. */
    long exactValuesLimit() {
        return budget.limit();
    }

    Map<String, K6PointMetricDefinition> definitions() {
        return definitions;
    }

    Map<String, Long> otherTypes() {
        return otherTypes;
    }

    long unrecordable() {
        return unrecordable;
    }

    boolean histogramsFull() {
        return histograms.isFull();
    }

    long scenariosWithoutSeries() {
        return scenariosWithoutSeries;
    }

    /** True when some scenarios were counted in the total only, there being too many. */
    boolean tooManyScenarios() {
        return tooManyScenarios;
    }

    /** The late and out-of-range points of every series. */
    long latePoints() {
        return totalSeries.late();
    }

    long pointsOutsideSeries() {
        return totalSeries.outside();
    }

    private K6PointStep scenario(String name) {
        K6PointStep step = scenarios.get(name);
        if (step != null) {
            return step;
        }
        if (scenarios.size() > MAX_SCENARIOS) {
            tooManyScenarios = true;
            return scenarios.get(NO_SCENARIO);
        }
        boolean withSeries = scenarios.size() <= MAX_SCENARIO_SERIES;
        if (!withSeries) {
            scenariosWithoutSeries++;
        }
        step = new K6PointStep(name, withSeries ? new K6PointSeries() : null);
        scenarios.put(name, step);
        return step;
    }
}
