package org.benchlens.model;

import java.util.List;

/**
 * Everything the store holds of one run, read back whole, so that a deleted run can be put back
 * exactly as it was (same id, same source hash, same numbers).
 */
public record RunContent(Run run, List<Measurement> measurements, List<Series> series,
                         List<LatencyHistogram> histograms) {

    public RunContent {
        measurements = List.copyOf(measurements);
        series = List.copyOf(series);
        histograms = List.copyOf(histograms);
    }
}
