package org.benchlens.model;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;

/**
 * One step's latency as every run BenchLens reads or makes states it: average, minimum, maximum and
 * the percentiles med, p(90), p(95), p(99) and p(99.9), in milliseconds, stored as
 * {@code latency.*} (and, for runs shaped as k6's, also under the trend's own names).
 *
 * @param percentiles one value a level of {@link #LEVELS}, or none when the values are unknown
 */
public record LatencySummary(double avg, double min, double max, List<Double> percentiles) {

    /** The percentiles summarised, as k6's end-of-test summary names them. */
    public static final List<String> NAMES = List.of("med", "p(90)", "p(95)", "p(99)", "p(99.9)");
    /** The same percentiles as numbers, 0..100. */
    public static final List<Double> LEVELS = List.of(50.0, 90.0, 95.0, 99.0, 99.9);

    public LatencySummary {
        percentiles = List.copyOf(percentiles);
    }

    /** The summary of a histogram of microseconds (see {@link LatencyHistogram}); null when it is empty. */
    public static LatencySummary of(Histogram micros) {
        if (micros.getTotalCount() == 0) {
            return null;
        }
        double min = micros.getMinValue() / 1000.0;
        double max = micros.getMaxValue() / 1000.0;
        List<Double> percentiles = new ArrayList<>();
        for (double level : LEVELS) {
            percentiles.add(percentile(micros, level, min, max));
        }
        return new LatencySummary(micros.getMean() / 1000.0, min, max, percentiles);
    }

    /**
     * A percentile of a histogram of microseconds, in milliseconds. The histogram gives the upper
     * end of the value's bucket (within 0.1 %); it is kept within the exact minimum and maximum, so
     * that no percentile exceeds the maximum.
     */
    public static double percentile(Histogram micros, double level, double minMillis, double maxMillis) {
        double value = micros.getValueAtPercentile(level) / 1000.0;
        return Math.max(minMillis, Math.min(maxMillis, value));
    }

    /** Measures {@code latency.avg}, {@code .min}, {@code .max} and each percentile under {@code step}. */
    public void measure(RunDraft draft, String step) {
        draft.measure(step, Metrics.LATENCY_AVG, avg, Units.MILLISECONDS);
        draft.measure(step, Metrics.LATENCY_MIN, min, Units.MILLISECONDS);
        draft.measure(step, Metrics.LATENCY_MAX, max, Units.MILLISECONDS);
        for (int i = 0; i < percentiles.size(); i++) {
            draft.measure(step, Metrics.latencyFor(NAMES.get(i)), percentiles.get(i), Units.MILLISECONDS);
        }
    }

    /** Measures the same under a k6 trend's own names: {@code trend.avg}, {@code trend.p(95)}, ... */
    public void measureAs(RunDraft draft, String step, String trend) {
        draft.measure(step, trend + ".avg", avg, Units.MILLISECONDS);
        draft.measure(step, trend + ".min", min, Units.MILLISECONDS);
        draft.measure(step, trend + ".max", max, Units.MILLISECONDS);
        for (int i = 0; i < percentiles.size(); i++) {
            draft.measure(step, trend + "." + NAMES.get(i), percentiles.get(i), Units.MILLISECONDS);
        }
    }
}
