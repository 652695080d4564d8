package org.benchlens.analysis.trend;

import org.benchlens.analysis.changepoint.ChangePointSettings;

/**
 * What history to find changes in.
 *
 * @param step  only this step, or null for every step as its own series
 * @param lines one series per value of this attribute, or null
 */
public record TrendRequest(String metric, String step, String lines, TrendOrder order, ChangePointSettings settings) {

    public TrendRequest {
        if (metric == null || metric.isBlank()) {
            throw new IllegalArgumentException("a trend needs a metric");
        }
        order = order == null ? TrendOrder.DATE : order;
        settings = settings == null ? ChangePointSettings.DEFAULTS : settings;
    }
}
