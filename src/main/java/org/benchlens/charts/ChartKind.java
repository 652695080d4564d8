package org.benchlens.charts;

import java.util.Locale;

/** The charts BenchLens draws. */
public enum ChartKind {
    /** Throughput against virtual users, one line per value of an attribute. */
    SWEEP("Throughput vs VUs", false, false),
    /** A metric per step or scenario for several variants, absolute or relative to a base. */
    BARS("Bars", false, false),
    /** Latency by percentile from the stored histograms. */
    LATENCY("Latency by percentile", false, true),
    /** Request rate and p95 latency second by second. */
    TIMELINE("Timeline", true, false),
    /** A latency percentile against the throughput achieved, one line per series of a sweep: the hockey stick. */
    LATENCY_THROUGHPUT("Latency vs throughput", false, false),
    /** A metric over past runs in order, with its change points and the levels between them. */
    TREND("Trend", false, false);

    private final String label;
    private final boolean drawsSeries;
    private final boolean drawsHistograms;

    ChartKind(String label, boolean drawsSeries, boolean drawsHistograms) {
        this.label = label;
        this.drawsSeries = drawsSeries;
        this.drawsHistograms = drawsHistograms;
    }

    /** True when the chart draws the runs' one-second series: they are read only then. */
    public boolean drawsSeries() {
        return drawsSeries;
    }

    /** True when the chart draws the runs' latency histograms: they are read only then. */
    public boolean drawsHistograms() {
        return drawsHistograms;
    }

    public String label() {
        return label;
    }

    public static ChartKind parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown chart '" + text
                    + "'; expected sweep, bars, latency, timeline, latency-throughput or trend");
        }
    }

    /** As the command line writes it: {@code latency-throughput}. */
    public String commandName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    @Override
    public String toString() {
        return label;
    }
}
