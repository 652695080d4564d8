package org.benchlens.imports.gatling;

import org.benchlens.imports.http.StepFigures;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The statistics Gatling's report gives a request, a group or all requests, whichever file they come from
 * ({@code stats.json}, {@code stats.js}, {@code index.html}): totals only, NaN where the report has none. They are
 * stored under Gatling's names and the normalised ones alike.
 *
 * @param percentileLevels the levels of {@code percentiles1..4} (Gatling's defaults, or the page's header)
 */
record GatlingFigures(double requests, double ok, double ko, double min, double max, double mean,
                      double standardDeviation, double[] percentileLevels, double[] percentiles, double perSecond) {

    void measure(RunDraft draft, String step) {
        StepFigures figures = new StepFigures(draft, step);
        figures.own("numberOfRequests.ok", ok, Units.COUNT);
        figures.own("numberOfRequests.ko", ko, Units.COUNT);
        figures.outcome(requests, Double.isNaN(ko) ? 0 : ko, requests);
        figures.both("minResponseTime", Metrics.LATENCY_MIN, min, Units.MILLISECONDS);
        figures.both("maxResponseTime", Metrics.LATENCY_MAX, max, Units.MILLISECONDS);
        figures.both("meanResponseTime", Metrics.LATENCY_AVG, mean, Units.MILLISECONDS);
        figures.both("standardDeviation", Metrics.LATENCY_STDDEV, standardDeviation, Units.MILLISECONDS);
        for (int i = 0; i < percentiles.length; i++) {
            if (!Double.isNaN(percentiles[i])) {
                figures.percentile("percentiles" + (i + 1), percentileLevels[i], percentiles[i]);
            }
        }
        figures.both("meanNumberOfRequestsPerSecond", Metrics.THROUGHPUT, perSecond, Units.PER_SECOND);
    }
}
