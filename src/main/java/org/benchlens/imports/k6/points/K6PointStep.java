package org.benchlens.imports.k6.points;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.benchlens.imports.requests.RunningStats;
import org.benchlens.imports.requests.SecondSeries;

/** Everything known about one step of a k6 run (a scenario, or the whole run) once its chunks are merged. */
final class K6PointStep {

    /** More metric names than this in one step is not a k6 script; the points of the others are counted only. */
    static final int MAX_METRICS = 500;

    private final String name;
    private final Map<String, RunningStats> stats = new LinkedHashMap<>();
    private final K6PointTagProfile tags = new K6PointTagProfile();
    private final SecondSeries series;
    private long statusFailures;
    private long droppedPoints;

    /** @param series the step's one-second series, or null when it keeps none */
    K6PointStep(String name, SecondSeries series) {
        this.name = name;
        this.series = series;
    }

    /** The whole run: every step together. */
    static K6PointStep total(String name, Collection<K6PointStep> steps, SecondSeries series) {
        K6PointStep total = new K6PointStep(name, series);
        for (K6PointStep step : steps) {
            step.stats.forEach(total::merge);
            total.statusFailures += step.statusFailures;
            total.droppedPoints += step.droppedPoints;
            total.tags.merge(step.tags);
        }
        return total;
    }

    void merge(String metric, RunningStats more) {
        RunningStats mine = stats.get(metric);
        if (mine == null) {
            if (stats.size() >= MAX_METRICS) {
                droppedPoints += more.count();
                return;
            }
            mine = new RunningStats();
            stats.put(metric, mine);
        }
        mine.merge(more);
    }

    void addStatusFailures(long failures) {
        statusFailures += failures;
    }

    String name() {
        return name;
    }

    /** The statistics of a metric, or null when the step has no point of it. */
    RunningStats stats(String metric) {
        return stats.get(metric);
    }

    Map<String, RunningStats> allStats() {
        return Collections.unmodifiableMap(stats);
    }

    /** Requests that got status 0 (no response) or 400 and above. */
    long statusFailures() {
        return statusFailures;
    }

    K6PointTagProfile tags() {
        return tags;
    }

    /** The one-second series, or null. */
    SecondSeries series() {
        return series;
    }

    long droppedPoints() {
        return droppedPoints;
    }

    long firstNanos() {
        return stats.values().stream().mapToLong(RunningStats::firstNanos).min().orElse(Long.MAX_VALUE);
    }

    long lastNanos() {
        return stats.values().stream().mapToLong(RunningStats::lastNanos).max().orElse(Long.MIN_VALUE);
    }

    /** Seconds from the step's first point to its last. */
    double durationSeconds() {
        return stats.isEmpty() ? 0 : (lastNanos() - firstNanos()) / 1e9;
    }
}
