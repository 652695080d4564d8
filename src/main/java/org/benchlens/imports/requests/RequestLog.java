package org.benchlens.imports.requests;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;

/**
 * The requests of a one-line-per-request file (JMeter results, pgbench transaction logs, vegeta
 * results, hey's CSV), added one by one and kept only as what they add up to: per label and in
 * total, counts, failures, bytes, exact latency percentiles while the values fit the file's budget
 * (decision 0042, shared with k6 points), histograms, and one-second series.
 */
public final class RequestLog {

    /** More labels than this is not a test plan; the requests of the others count in the total only. */
    static final int MAX_LABELS = 1000;
    /** Labels with one-second series of their own; the total always has them. */
    static final int MAX_LABEL_SERIES = 8;
    /** Where the requests without a label (or past {@link #MAX_LABELS}) keep their values. */
    private static final String UNLABELLED = "\u0000unlabelled";
    private static final String LATENCY = "latency";

    private final ExactValues.Budget budget;
    private final TrendHistograms histograms;
    private final Map<String, LabelRequests> labels = new LinkedHashMap<>();
    private final LabelRequests total = new LabelRequests(null, new SecondSeries());
    /** The total's latencies in the window JMeter's dashboard takes its percentiles over. */
    private final LastValues lastOfTotal = new LastValues(PercentileDefinition.JMETER_WINDOW);
    private long unlabelledPastLimit;
    private boolean startsRecorded = true;
    private boolean outcomesRecorded = true;

    public RequestLog() {
        this(ExactValues.PER_FILE);
    }

    /** @param exactValues how many latencies the file keeps for exact percentiles */
    public RequestLog(long exactValues) {
        budget = new ExactValues.Budget(exactValues);
        histograms = new TrendHistograms(budget);
    }

    /**
     * The file does not record when its requests started (hey's CSV before 0.1.1): they are added at 0, and the
     * run gets no duration, throughput nor series, which that would make up.
     */
    public void startsNotRecorded() {
        startsRecorded = false;
    }

    /** The file does not record whether its requests failed (hey's CSV before 0.1.1): the run gets no errors. */
    public void outcomesNotRecorded() {
        outcomesRecorded = false;
    }

    boolean startsRecorded() {
        return startsRecorded;
    }

    boolean outcomesRecorded() {
        return outcomesRecorded;
    }

    public void add(Request request) {
        total.add(request);
        lastOfTotal.add(request.latencyMillis());
        LabelRequests label = label(request.label());
        if (label != null) {
            label.add(request);
        }
        String step = label == null ? UNLABELLED : label.name();
        histograms.trend(step, LATENCY).record(request.latencyMillis());
    }

    /** Ends the series; call once every request is added. */
    void finish() {
        total.series().finish();
        labels.values().stream().filter(label -> label.series() != null).forEach(label -> label.series().finish());
    }

    /** True before the first request. */
    public boolean isEmpty() {
        return total.count() == 0;
    }

    LabelRequests total() {
        return total;
    }

    /** The labels, in the order they first appeared. */
    List<LabelRequests> labels() {
        return List.copyOf(labels.values());
    }

    /** Requests with a label that were counted in the total only, there being too many labels. */
    long pastLabelLimit() {
        return unlabelledPastLimit;
    }

    long exactValuesLimit() {
        return budget.limit();
    }

    /** The latency histogram of a label (null for the total), or null when it has none. */
    Histogram histogram(LabelRequests label) {
        return label.name() == null ? histograms.findOfAll(LATENCY) : histograms.find(label.name(), LATENCY);
    }

    /** Every latency of a label (null for the total), in no order; null when they were too many to keep. */
    double[] latencies(LabelRequests label) {
        return label.name() == null ? histograms.valuesOfAll(LATENCY) : histograms.values(label.name(), LATENCY);
    }

    /**
     * The latencies of a label (null for the total) in the window of JMeter's dashboard, its last
     * {@link PercentileDefinition#JMETER_WINDOW} requests, in no order; null when they were not kept.
     * A label's are the end of its values, which are kept in the order of the file.
     */
    double[] jmeterWindow(LabelRequests label) {
        if (label.name() == null) {
            return lastOfTotal.values();
        }
        double[] values = latencies(label);
        int window = PercentileDefinition.JMETER_WINDOW;
        return values == null || values.length <= window ? values
                : Arrays.copyOfRange(values, values.length - window, values.length);
    }

    private LabelRequests label(String name) {
        if (name == null) {
            return null;
        }
        LabelRequests label = labels.get(name);
        if (label == null) {
            if (labels.size() >= MAX_LABELS) {
                unlabelledPastLimit++;
                return null;
            }
            label = new LabelRequests(name, labels.size() < MAX_LABEL_SERIES ? new SecondSeries() : null);
            labels.put(name, label);
        }
        return label;
    }
}
