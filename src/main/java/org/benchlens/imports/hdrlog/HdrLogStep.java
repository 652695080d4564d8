package org.benchlens.imports.hdrlog;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Units;

/**
 * The intervals of one tag: merged for the step's figures and stored histogram; of each interval only the figures
 * its points need are kept, so a long log's histograms are not all held.
 */
final class HdrLogStep {

    private static final double[] PERCENTILES = {50, 90, 95, 99, 99.9};

    private final String step;
    private final Histogram merged = new Histogram(LatencyHistogram.SIGNIFICANT_DIGITS);
    private final List<Interval> intervals = new ArrayList<>();
    private long firstStartMillis = Long.MAX_VALUE;
    private long lastEndMillis = Long.MIN_VALUE;

    /** An interval's start, length (s), count and median, 95th percentile and max as recorded. */
    private record Interval(long startMillis, double seconds, long count, long median, long p95, long max) {

        /**
         * Two intervals starting in one second (a point a second): their values over their time, the larger one's
         * percentiles, the larger max.
         */
        Interval with(Interval other) {
            Interval larger = other.count > count ? other : this;
            return new Interval(Math.min(startMillis, other.startMillis), seconds + other.seconds,
                    count + other.count, larger.median, larger.p95, Math.max(max, other.max));
        }
    }

    HdrLogStep(String step) {
        this.step = step;
        merged.setAutoResize(true);
    }

    void add(Histogram interval) {
        merged.add(interval);
        firstStartMillis = Math.min(firstStartMillis, interval.getStartTimeStamp());
        lastEndMillis = Math.max(lastEndMillis, interval.getEndTimeStamp());
        intervals.add(new Interval(interval.getStartTimeStamp(),
                (interval.getEndTimeStamp() - interval.getStartTimeStamp()) / 1000.0, interval.getTotalCount(),
                interval.getValueAtPercentile(50), interval.getValueAtPercentile(95), interval.getMaxValue()));
    }

    /** The first interval's max as recorded, to tell the writer's scaling of the max column. */
    long firstMax() {
        return intervals.isEmpty() ? 0 : intervals.get(0).max();
    }

    void addTo(RunDraft draft, HdrLogUnit unit) {
        long count = merged.getTotalCount();
        double seconds = (lastEndMillis - firstStartMillis) / 1000.0;
        draft.measure(step, Metrics.OPERATIONS, count, Units.COUNT);
        if (seconds > 0) {
            draft.measure(step, Metrics.THROUGHPUT, count / seconds, Units.PER_SECOND);
            draft.measure(step, Metrics.DURATION, seconds, Units.SECONDS);
        }
        if (count > 0) {
            double perMs = unit.perMillisecond();
            draft.measure(step, Metrics.LATENCY_MIN, merged.getMinValue() / perMs, Units.MILLISECONDS);
            draft.measure(step, Metrics.LATENCY_AVG, merged.getMean() / perMs, Units.MILLISECONDS);
            for (double percentile : PERCENTILES) {
                draft.measure(step, Metrics.latencyAtPercentile(percentile),
                        merged.getValueAtPercentile(percentile) / perMs, Units.MILLISECONDS);
            }
            draft.measure(step, Metrics.LATENCY_MAX, merged.getMaxValue() / perMs, Units.MILLISECONDS);
            draft.histogram(LatencyHistogram.of(step, "latency", micros(perMs)));
        }
        series(draft, unit.perMillisecond());
        if (draft.startedAt() == null || draft.startedAt().toEpochMilli() > firstStartMillis) {
            draft.startedAt(Instant.ofEpochMilli(firstStartMillis));
        }
        if (draft.endedAt() == null || draft.endedAt().toEpochMilli() < lastEndMillis) {
            draft.endedAt(Instant.ofEpochMilli(lastEndMillis));
        }
    }

    private void series(RunDraft draft, double perMs) {
        List<SeriesPoint> rate = new ArrayList<>();
        List<SeriesPoint> median = new ArrayList<>();
        List<SeriesPoint> p95 = new ArrayList<>();
        List<SeriesPoint> max = new ArrayList<>();
        Map<Long, Interval> bySecond = new TreeMap<>();
        for (Interval interval : intervals) {
            bySecond.merge(Math.floorDiv(interval.startMillis(), 1000), interval, Interval::with);
        }
        for (Map.Entry<Long, Interval> entry : bySecond.entrySet()) {
            long second = entry.getKey();
            Interval interval = entry.getValue();
            if (interval.seconds() > 0) {
                rate.add(new SeriesPoint(second, interval.count() / interval.seconds()));
            }
            if (interval.count() > 0) {
                median.add(new SeriesPoint(second, interval.median() / perMs));
                p95.add(new SeriesPoint(second, interval.p95() / perMs));
                max.add(new SeriesPoint(second, interval.max() / perMs));
            }
        }
        draft.series(new Series(step, Metrics.SERIES_RATE, Units.PER_SECOND, rate));
        draft.series(new Series(step, Metrics.LATENCY_MED, Units.MILLISECONDS, median));
        draft.series(new Series(step, Metrics.SERIES_P95, Units.MILLISECONDS, p95));
        draft.series(new Series(step, Metrics.LATENCY_MAX, Units.MILLISECONDS, max));
    }

    /** The merged histogram in BenchLens's stored unit, microseconds. */
    private Histogram micros(double perMs) {
        Histogram micros = LatencyHistogram.newMicrosHistogram();
        for (HistogramIterationValue value : merged.recordedValues()) {
            micros.recordValueWithCount(Math.round(value.getValueIteratedTo() * 1000 / perMs),
                    value.getCountAtValueIteratedTo());
        }
        return micros;
    }
}
