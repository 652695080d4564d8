package org.benchlens.imports.k6;

import java.util.HashMap;
import java.util.Map;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;

/**
 * Histograms of microseconds by step and metric. Each parsing thread fills one set; since
 * histograms add up exactly whatever the order, the sets are merged once the file is read.
 */
final class K6PointHistograms {

    /** Enough for every trend of many scenarios; a file with more names gets no more histograms. */
    static final int MAX_HISTOGRAMS = 4096;

    private final Map<String, Map<String, Histogram>> byStep = new HashMap<>();
    private int size;
    private boolean full;

    /** The histogram of a step's metric, new when needed; null once the set is full. */
    Histogram get(String step, String metric) {
        Map<String, Histogram> metrics = byStep.computeIfAbsent(step, s -> new HashMap<>());
        Histogram histogram = metrics.get(metric);
        if (histogram == null) {
            if (size >= MAX_HISTOGRAMS) {
                full = true;
                return null;
            }
            histogram = LatencyHistogram.newMicrosHistogram();
            metrics.put(metric, histogram);
            size++;
        }
        return histogram;
    }

    /** The histogram of a step's metric, or null when none was recorded. */
    Histogram find(String step, String metric) {
        Map<String, Histogram> metrics = byStep.get(step);
        return metrics == null ? null : metrics.get(metric);
    }

    /** The steps that have histograms. */
    java.util.Set<String> steps() {
        return byStep.keySet();
    }

    void addAll(K6PointHistograms other) {
        other.byStep.forEach((step, metrics) -> metrics.forEach((metric, histogram) -> {
            Histogram mine = get(step, metric);
            if (mine != null) {
                mine.add(histogram);
            }
        }));
        full |= other.full;
    }

    /** True when some histograms were not kept because there were too many. */
    boolean isFull() {
        return full;
    }

    /** Values in milliseconds are recorded as whole microseconds. */
    static long micros(double milliseconds) {
        return Math.round(milliseconds * 1000.0);
    }

    /** True for values a histogram of microseconds can hold (not negative, below about 30 years). */
    static boolean recordable(double milliseconds) {
        return milliseconds >= 0 && milliseconds < 1e12;
    }
}
