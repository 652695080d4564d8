package org.benchlens.imports.requests;

/** How a tool's own report computes the percentiles of the requests a raw file holds (decision 0155). */
public enum PercentileDefinition {

    /** BenchLens's and k6's: linear between ranks {@code fraction · (n − 1)} over every value. */
    LINEAR,

    /**
     * JMeter's HTML dashboard: Commons Math's {@code LEGACY} estimate over the last
     * {@value #JMETER_WINDOW} values of each label and of the total, in the order of the file.
     */
    JMETER_DASHBOARD;

    /** JMeter's {@code jmeter.reportgenerator.statistic_window}: the values its dashboard's percentiles see. */
    public static final int JMETER_WINDOW = 20_000;
}
