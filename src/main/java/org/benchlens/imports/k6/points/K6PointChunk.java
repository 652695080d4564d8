package org.benchlens.imports.k6.points;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.imports.requests.RunningStats;
import org.benchlens.imports.requests.SecondSeries;
import org.benchlens.imports.requests.TrendHistograms;

/**
 * What one chunk of a k6 file adds to the run, by scenario: statistics of each metric, failed
 * requests by status, the tags of requests, the per-second events; the histograms are filled in
 * the parsing thread's own set. Holds no reference to the chunk's bytes, so its buffer can be
 * reused as soon as it is parsed.
 */
final class K6PointChunk {

    /** Scenario index of points without a scenario tag: they count in the total only. */
    static final int NO_SCENARIO = 0;

    final K6PointNameTable metrics = new K6PointNameTable(K6PointMetricKind.metricNames());
    final K6PointNameTable scenarios = new K6PointNameTable(List.of(""));
    final K6PointSecondEvents events = new K6PointSecondEvents();
    final List<K6PointMetricDefinition> definitions = new ArrayList<>();
    /** Lines of other types than Point and Metric, by type. */
    final Map<String, Long> otherTypes = new LinkedHashMap<>();

    private final TrendHistograms histogramSet;
    private K6PointMetricKind[] kinds = new K6PointMetricKind[16];
    private boolean[] trends = new boolean[16];
    private RunningStats[][] stats = new RunningStats[4][16];
    private TrendHistograms.Trend[][] histograms = new TrendHistograms.Trend[4][16];
    private long[] statusFailures = new long[4];
    private K6PointTagProfile[] tags = new K6PointTagProfile[4];
    /** Points of trends that a histogram cannot hold (negative values). */
    long unrecordable;

    long lines;
    /** The chunk's first line that is not k6 output, or null. */
    K6NdjsonChunkProblem problem;
    /** True when the file's last line is cut short (and was left out). */
    boolean endsEarly;

    K6PointChunk(TrendHistograms histogramSet) {
        this.histogramSet = histogramSet;
        histogramSet.moveLargeCounts();
    }

    void accept(K6PointLine line) {
        int metric = metrics.indexOf(line.metric);
        if (metric >= kinds.length) {
            growMetrics();
        }
        if (kinds[metric] == null) {
            String name = metrics.name(metric);
            kinds[metric] = K6PointMetricKind.of(name);
            trends[metric] = K6PointMetricKind.mayBeTrend(name);
        }
        K6PointSpan scenarioTag = line.scenario();
        int step = scenarioTag == null || scenarioTag.isEmpty() ? NO_SCENARIO : scenarios.indexOf(scenarioTag);
        if (step >= stats.length) {
            growSteps();
        }
        double value = line.value;
        statsOf(step, metric).add(value, line.epochNanos);
        if (trends[metric]) {
            record(step, metric, value);
        }
        long second = K6PointTime.epochSecond(line.epochNanos);
        switch (kinds[metric]) {
            case HTTP_REQS -> {
                int status = line.status();
                if (status == 0 || status >= 400) {
                    statusFailures[step]++;
                }
                events.add(SecondSeries.REQUESTS, step, second, value);
                tagsOf(step).observe(line);
            }
            case HTTP_REQ_DURATION -> events.add(SecondSeries.LATENCY, step, second, value);
            case ITERATIONS -> events.add(SecondSeries.ITERATIONS, step, second, value);
            case ITERATION_DURATION -> events.add(SecondSeries.ITERATION_LATENCY, step, second, value);
            case VUS -> events.add(SecondSeries.VUS, step, second, value);
            default -> { }
        }
    }

    void otherType(String type) {
        otherTypes.merge(type, 1L, Long::sum);
    }

    /** The statistics of a metric in a scenario, or null when it had no point in this chunk. */
    RunningStats stats(int step, int metric) {
        return step < stats.length && metric < stats[step].length ? stats[step][metric] : null;
    }

    long statusFailures(int step) {
        return step < statusFailures.length ? statusFailures[step] : 0;
    }

    /** The tags of a scenario's requests, or null when it had none in this chunk. */
    K6PointTagProfile tags(int step) {
        return step < tags.length ? tags[step] : null;
    }

    private void record(int step, int metric, double value) {
        if (!TrendHistograms.recordable(value)) {
            unrecordable++;
            return;
        }
        TrendHistograms.Trend trend = histograms[step][metric];
        if (trend == null) {
            trend = histogramSet.trend(scenarios.name(step), metrics.name(metric));
            if (trend == null) {
                return;
            }
            histograms[step][metric] = trend;
        }
        trend.record(value);
    }

    private RunningStats statsOf(int step, int metric) {
        RunningStats s = stats[step][metric];
        if (s == null) {
            s = new RunningStats();
            stats[step][metric] = s;
        }
        return s;
    }

    private K6PointTagProfile tagsOf(int step) {
        if (tags[step] == null) {
            tags[step] = new K6PointTagProfile();
        }
        return tags[step];
    }

    private void growMetrics() {
        int capacity = kinds.length * 2;
        kinds = Arrays.copyOf(kinds, capacity);
        trends = Arrays.copyOf(trends, capacity);
        for (int step = 0; step < stats.length; step++) {
            stats[step] = Arrays.copyOf(stats[step], capacity);
            histograms[step] = Arrays.copyOf(histograms[step], capacity);
        }
    }

    private void growSteps() {
        int capacity = stats.length * 2;
        int metricCapacity = kinds.length;
        stats = Arrays.copyOf(stats, capacity);
        histograms = Arrays.copyOf(histograms, capacity);
        for (int step = capacity / 2; step < capacity; step++) {
            stats[step] = new RunningStats[metricCapacity];
            histograms[step] = new TrendHistograms.Trend[metricCapacity];
        }
        statusFailures = Arrays.copyOf(statusFailures, capacity);
        tags = Arrays.copyOf(tags, capacity);
    }
}
