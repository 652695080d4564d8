package org.benchlens.imports.requests;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntCountsHistogram;

import org.benchlens.model.LatencyHistogram;

/**
 * Histograms of microseconds by step and metric. Each parsing thread fills one set; since
 * histograms add up exactly whatever the order, the sets are merged once the file is read.
 * Points are counted in int counts, which take half the memory of long ones so that more of
 * them stay in the processor's cache, and moved to long counts long before they could overflow.
 */
public final class TrendHistograms {

    /** Enough for every trend of many scenarios; a file with more names gets no more histograms. */
    public static final int MAX_HISTOGRAMS = 4096;
    /** Int counts are moved to long ones from this many points on; a chunk holds far fewer. */
    private static final long MOVE_AT = 1L << 30;

    private final long moveAt;
    private final ExactValues.Budget budget;
    private final Map<String, Map<String, Counts>> byStep = new HashMap<>();
    private int size;
    private boolean full;

    /** @param budget how many values the file may keep for exact percentiles, shared by every thread's set */
    public TrendHistograms(ExactValues.Budget budget) {
        this(MOVE_AT, budget);
    }

    /** @param moveAt the number of points from which int counts are moved to long ones */
    public TrendHistograms(long moveAt, ExactValues.Budget budget) {
        this.moveAt = moveAt;
        this.budget = budget;
    }

    /** Where to record a step's trend, new when needed; null once the set is full. */
    public Trend trend(String step, String metric) {
        return counts(step, metric);
    }

    /** Records a value in milliseconds: whole microseconds in the histogram, the value itself kept exactly. */
    public interface Trend {
        void record(double milliseconds);
    }

    /** Moves large int counts to long counts; called between chunks, so no count can overflow. */
    public void moveLargeCounts() {
        byStep.values().forEach(metrics -> metrics.values().forEach(counts -> {
            if (counts.recent.getTotalCount() >= moveAt) {
                counts.move();
            }
        }));
    }

    /** The histogram of a step's metric, or null when none was recorded. */
    public Histogram find(String step, String metric) {
        Map<String, Counts> metrics = byStep.get(step);
        Counts counts = metrics == null ? null : metrics.get(metric);
        return counts == null ? null : counts.total();
    }

    /** Every value of a step's metric, in no order; null when none was recorded or they were too many to keep. */
    public double[] values(String step, String metric) {
        Map<String, Counts> metrics = byStep.get(step);
        Counts counts = metrics == null ? null : metrics.get(metric);
        if (counts == null || counts.exact.dropped()) {
            return null;
        }
        double[] values = new double[Math.toIntExact(counts.exact.size())];
        counts.exact.copyInto(values, 0);
        return values;
    }

    /** The values of a step's metric were too many to keep (the budget ran out). */
    public boolean valuesDropped(String step, String metric) {
        Map<String, Counts> metrics = byStep.get(step);
        Counts counts = metrics == null ? null : metrics.get(metric);
        return counts != null && counts.exact.dropped();
    }

    /** The histogram of a metric over every step together, or null when no step recorded it. */
    public Histogram findOfAll(String metric) {
        Histogram total = null;
        for (String step : byStep.keySet()) {
            Histogram part = find(step, metric);
            if (part != null) {
                if (total == null) {
                    total = LatencyHistogram.newMicrosHistogram();
                }
                total.add(part);
            }
        }
        return total;
    }

    /** Every value of a metric over every step together, in no order; null when there are none or some were let go. */
    public double[] valuesOfAll(String metric) {
        long size = 0;
        for (String step : byStep.keySet()) {
            if (valuesDropped(step, metric)) {
                return null;
            }
            Counts counts = byStep.get(step).get(metric);
            size += counts == null ? 0 : counts.exact.size();
        }
        if (size == 0) {
            return null;
        }
        double[] all = new double[Math.toIntExact(size)];
        int at = 0;
        for (Map<String, Counts> metrics : byStep.values()) {
            Counts counts = metrics.get(metric);
            if (counts != null) {
                at = counts.exact.copyInto(all, at);
            }
        }
        return all;
    }

    /** The steps that have histograms. */
    public Set<String> steps() {
        return byStep.keySet();
    }

    public void addAll(TrendHistograms other) {
        other.byStep.forEach((step, metrics) -> metrics.forEach((metric, theirs) -> {
            Counts mine = counts(step, metric);
            if (mine != null) {
                mine.add(theirs);
            }
        }));
        full |= other.full;
    }

    /** True when some histograms were not kept because there were too many. */
    public boolean isFull() {
        return full;
    }

    /** Values in milliseconds are recorded as whole microseconds. */
    public static long micros(double milliseconds) {
        return Math.round(milliseconds * 1000.0);
    }

    /** True for values a histogram of microseconds can hold (not negative, below about 30 years). */
    public static boolean recordable(double milliseconds) {
        return milliseconds >= 0 && milliseconds < 1e12;
    }

    private Counts counts(String step, String metric) {
        Map<String, Counts> metrics = byStep.computeIfAbsent(step, s -> new HashMap<>());
        Counts counts = metrics.get(metric);
        if (counts == null) {
            if (size >= MAX_HISTOGRAMS) {
                full = true;
                return null;
            }
            counts = new Counts(budget);
            metrics.put(metric, counts);
            size++;
        }
        return counts;
    }

    /**
     * The points of one step's metric: recent ones in int counts, earlier ones in long counts, and
     * every value as it was, while the budget lasts.
     */
    private static final class Counts implements Trend {
        final IntCountsHistogram recent = new IntCountsHistogram(LatencyHistogram.SIGNIFICANT_DIGITS);
        final ExactValues exact;
        Histogram moved;

        Counts(ExactValues.Budget budget) {
            recent.setAutoResize(true);
            exact = new ExactValues(budget);
        }

        @Override
        public void record(double milliseconds) {
            recent.recordValue(micros(milliseconds));
            exact.add(milliseconds);
        }

        void move() {
            moved().add(recent);
            recent.reset();
        }

        void add(Counts other) {
            exact.addAll(other.exact);
            moved().add(other.recent);
            if (other.moved != null) {
                moved().add(other.moved);
            }
        }

        Histogram total() {
            Histogram total = LatencyHistogram.newMicrosHistogram();
            if (moved != null) {
                total.add(moved);
            }
            total.add(recent);
            return total;
        }

        private Histogram moved() {
            if (moved == null) {
                moved = LatencyHistogram.newMicrosHistogram();
            }
            return moved;
        }
    }
}
