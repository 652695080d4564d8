package org.benchlens.analysis;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.LatencySummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;

/**
 * A latency percentile of a cell of several runs, read from the runs' histograms added up: the p95 of
 * all their requests, not the mean of their p95s (decision 0080). The statistics of the cell stay
 * over the runs' own values.
 */
public final class PooledPercentiles {

    /** Pools nothing: every cell's value is its runs' aggregate. */
    public static final PooledPercentiles NONE = new PooledPercentiles(Map.of(), false);

    private final Map<Long, RunContent> runs;
    private final boolean loaded;

    private PooledPercentiles(Map<Long, RunContent> runs, boolean loaded) {
        this.runs = runs;
        this.loaded = loaded;
    }

    /** @param runs the runs of a comparison with their histograms (series are not needed) */
    public static PooledPercentiles of(List<RunContent> runs) {
        Map<Long, RunContent> byId = new HashMap<>();
        runs.forEach(content -> byId.put(content.run().id(), content));
        return new PooledPercentiles(byId, true);
    }

    /** True for the percentiles a histogram gives: {@code latency.med}, {@code .p90}, {@code .p95}, {@code .p99}, {@code .p99.9}. */
    public static boolean pools(String metric) {
        return level(metric) >= 0;
    }

    private static double level(String metric) {
        for (int i = 0; i < LatencySummary.NAMES.size(); i++) {
            if (Metrics.latencyFor(LatencySummary.NAMES.get(i)).equals(metric)) {
                return LatencySummary.LEVELS.get(i);
            }
        }
        return -1;
    }

    /**
     * The percentile of the cell's runs' merged histograms of the step, within their exact minimum and
     * maximum; NaN with one run, for another metric, or when a run keeps no histogram of the step
     * (then {@link Pool#lacking} names it).
     */
    Pool of(List<Run> cell, String step, String metric) {
        if (!loaded || cell.size() < 2 || !pools(metric)) {
            return new Pool(Double.NaN, null);
        }
        Histogram merged = LatencyHistogram.newMicrosHistogram();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Run run : cell) {
            RunContent content = runs.get(run.id());
            Optional<LatencyHistogram> histogram = content == null ? Optional.empty() : content.histogram(step);
            if (histogram.isEmpty()) {
                return new Pool(Double.NaN, run);
            }
            Histogram micros = histogram.get().decode();
            merged.add(micros);
            min = Math.min(min, exact(content, step, Metrics.LATENCY_MIN, micros.getMinValue() / 1000.0));
            max = Math.max(max, exact(content, step, Metrics.LATENCY_MAX, micros.getMaxValue() / 1000.0));
        }
        return new Pool(LatencySummary.percentile(merged, level(metric), min, max), null);
    }

    private static double exact(RunContent content, String step, String metric, double otherwise) {
        return content.result().find(step, metric).map(Measurement::value).orElse(otherwise);
    }

    /** A cell's pooled value (NaN where it is not pooled), or the run that keeps no histogram to pool. */
    record Pool(double value, Run lacking) {
    }
}
