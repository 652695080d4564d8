package org.benchlens.imports.k6.points;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.requests.ExactValues;
import org.benchlens.imports.requests.RunningStats;
import org.benchlens.imports.requests.SecondSeries;
import org.benchlens.imports.requests.TrendHistograms;
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
    private final SecondSeries totalSeries = new SecondSeries();

    private final ExactValues.Budget budget;
    private final TrendHistograms histograms;
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
        this(ExactValues.PER_FILE);
    }

    /** @param exactValues how many trend values the run keeps for exact percentiles */
    K6PointRun(long exactValues) {
        budget = new ExactValues.Budget(exactValues);
        histograms = new TrendHistograms(budget);
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
                RunningStats stats = chunk.stats(s, m);
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
            SecondSeries series = steps[events.step(i)].series();
            if (series != null) {
                series.add(events.kind(i), events.second(i), events.value(i));
            }
            totalSeries.add(events.kind(i), events.second(i), events.value(i));
        }
    }

    /** A set of histograms for a parsing thread, sharing this run's budget of exact values. */
    TrendHistograms newHistogramSet() {
        return new TrendHistograms(budget);
    }

    /** Adds the histograms a parsing thread filled. */
    void addHistograms(TrendHistograms set) {
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
        return step.equals(Steps.TOTAL) ? histograms.findOfAll(metric) : histograms.find(step, metric);
    }

    /**
     * Every value of a step's metric (of every scenario together for the total), in no order; null when
     * there are none, or when they were too many to keep.
     */
    double[] values(String step, String metric) {
        return step.equals(Steps.TOTAL) ? histograms.valuesOfAll(metric) : histograms.values(step, metric);
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
        step = new K6PointStep(name, withSeries ? new SecondSeries() : null);
        scenarios.put(name, step);
        return step;
    }
}
