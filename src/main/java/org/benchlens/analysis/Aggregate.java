package org.benchlens.analysis;

import java.util.Arrays;

import org.apache.commons.statistics.descriptive.Median;

/**
 * How the values of several runs that fall in one cell become one: the mean of repeated runs,
 * or the sum of sessions that ran at the same time (four YBIO sessions make one throughput).
 */
public enum Aggregate {
    MEAN, SUM, MIN, MAX, MEDIAN;

    public double of(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        return switch (this) {
            case MEAN -> Arrays.stream(values).average().orElse(Double.NaN);
            case SUM -> Arrays.stream(values).sum();
            case MIN -> Arrays.stream(values).min().orElse(Double.NaN);
            case MAX -> Arrays.stream(values).max().orElse(Double.NaN);
            case MEDIAN -> Median.withDefaults().evaluate(values);
        };
    }
}
