package org.benchlens.charts;

import java.util.List;
import java.util.Optional;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Series;

/** What a chart may draw of one run: its measurements, one-second series and latency histograms. */
public record ChartRun(RunResult result, List<Series> series, List<LatencyHistogram> histograms) {

    private static final String REQUEST_DURATION = "http_req_duration";

    public ChartRun {
        series = List.copyOf(series);
        histograms = List.copyOf(histograms);
    }

    public Run run() {
        return result.run();
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
