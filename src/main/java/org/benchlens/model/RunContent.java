package org.benchlens.model;

import java.util.List;
import java.util.Optional;

/**
 * A run with everything stored of it: measurements, one-second series and latency histograms. It
 * is what a chart draws, what {@code show} prints, and what a deleted run is put back from, exactly
 * as it was (same id, same source hash, same numbers). A reader that needs no series or histograms
 * leaves them empty.
 */
public record RunContent(Run run, List<Measurement> measurements, List<Series> series,
                         List<LatencyHistogram> histograms) {

    private static final String REQUEST_DURATION = "http_req_duration";

    public RunContent {
        measurements = List.copyOf(measurements);
        series = List.copyOf(series);
        histograms = List.copyOf(histograms);
    }

    public static RunContent of(RunResult result, List<Series> series, List<LatencyHistogram> histograms) {
        return new RunContent(result.run(), result.measurements(), series, histograms);
    }

    /** The run with its measurements only, as comparisons take it. */
    public RunResult result() {
        return new RunResult(run, measurements);
    }

    public Optional<Series> series(String step, String metric) {
        return series.stream().filter(s -> s.step().equals(step) && s.metric().equals(metric)).findFirst();
    }

    /** The histogram of the step: of http_req_duration where there are several. */
    public Optional<LatencyHistogram> histogram(String step) {
        return histograms.stream().filter(h -> h.step().equals(step))
                .min((a, b) -> Boolean.compare(!a.metric().equals(REQUEST_DURATION), !b.metric().equals(REQUEST_DURATION)));
    }
}
