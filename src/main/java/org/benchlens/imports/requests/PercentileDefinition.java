package org.benchlens.imports.requests;

/** How a tool's own report computes the percentiles of the requests a raw file holds (decision 0155). */
public enum PercentileDefinition {

    /** BenchLens's and k6's: linear between ranks {@code fraction · (n − 1)} over every value. */
    LINEAR,

    /**
     * JMeter's HTML dashboard: Commons Math's {@code LEGACY} estimate over the last
     * {@value #JMETER_WINDOW} values of each label and of the total, in the order of the file.
     */
    JMETER_DASHBOARD,

    /**
     * ApacheBench's report: the request at index {@code ⌊n · fraction⌋} (from 0) of the totals in order, with no
     * interpolation, the longest past the end ({@code stats[done * percs[i] / 100]} in ab.c).
     */
    AB_REPORT;

    /** JMeter's {@code jmeter.reportgenerator.statistic_window}: the values its dashboard's percentiles see. */
    public static final int JMETER_WINDOW = 20_000;
}
