package org.benchlens.runner.http;

import java.util.List;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencySummary;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.runner.Durations;

/**
 * A measured level as a run of format {@value #FORMAT}: k6's metric names beside the normalised
 * ones, as the k6 importers store them, so that a run of the built-in runner compares with an
 * imported k6 run; the per-second series; the latency histogram.
 */
final class HttpRunDraft {

    static final String FORMAT = "runner-http";
    static final String DURATION_METRIC = "http_req_duration";
    /** Requests answered after the measured window: counted apart, so that the window is the duration asked for. */
    static final String AFTER_WINDOW = "http_reqs.after_window";

    private final RunDraft draft;
    private final String step = Steps.TOTAL;

    private HttpRunDraft(RunDraft draft) {
        this.draft = draft;
    }

    /**
     * @param sweepId the sweep the run belongs to, or null for a single run
     */
    static RunDraft of(HttpLoadPlan plan, LevelResult result, String sweepId) {
        RunDraft draft = new RunDraft(FORMAT, HttpRunNames.run(plan, result.level()))
                .startedAt(result.startedAt()).endedAt(result.endedAt());
        HttpRunDraft run = new HttpRunDraft(draft);
        run.attributes(plan, result, sweepId);
        run.measureRequests(result);
        run.measureLatency(result.latencies());
        run.measureLoad(plan, result);
        run.series(result.perSecond());
        if (result.requests() > 0) {
            draft.histogram(LatencyHistogram.of(Steps.TOTAL, DURATION_METRIC, result.latencies()));
        }
        return draft;
    }

    private void attributes(HttpLoadPlan plan, LevelResult result, String sweepId) {
        HttpLoadSettings settings = plan.settings();
        boolean open = settings.model() == LoadModel.OPEN;
        draft.attribute("url", plan.request().uri().toString())
                .attribute("method", plan.request().method())
                .attribute("model", settings.model().label())
                .attribute(AttributeKeys.VUS, String.valueOf(open ? result.maxVus() : result.level().vus()))
                .attribute("duration", Durations.format(settings.duration()))
                .attribute("expected_status", plan.request().expectedLabel())
                .attribute(AttributeKeys.STATUS,
                        result.partial() ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED);
        if (!settings.warmup().isZero()) {
            draft.attribute("warmup", Durations.format(settings.warmup()));
        }
        if (open) {
            draft.attribute("rate", HttpRunNames.rate(settings.rate()))
                    .attribute("pre_allocated_vus", String.valueOf(settings.preAllocatedVus()))
                    .attribute("max_vus", String.valueOf(settings.maxVus()));
        }
        if (sweepId != null) {
            draft.attribute("sweep", sweepId);
        }
    }

    private void measureRequests(LevelResult result) {
        long requests = result.requests();
        long failures = result.counts().failures();
        double seconds = result.seconds();
        both("http_reqs.count", Metrics.OPERATIONS, requests, Units.COUNT);
        both("http_reqs.rate", Metrics.THROUGHPUT, rate(requests, seconds), Units.PER_SECOND);
        draft.measure(step, "iterations.count", requests, Units.COUNT);
        draft.measure(step, "iterations.rate", rate(requests, seconds), Units.PER_SECOND);
        draft.measure(step, Metrics.ERRORS, failures, Units.COUNT);
        draft.measure(step, "http_req_failed.passes", failures, Units.COUNT);
        draft.measure(step, "http_req_failed.fails", requests - failures, Units.COUNT);
        if (requests > 0) {
            both("http_req_failed.rate", Metrics.ERRORS_RATE, (double) failures / requests, Units.RATIO);
        }
        both("data_sent.count", Metrics.DATA_SENT, result.counts().bytesSent(), Units.BYTES);
        draft.measure(step, "data_sent.rate", rate(result.counts().bytesSent(), seconds), Units.BYTES_PER_SECOND);
        both("data_received.count", Metrics.DATA_RECEIVED, result.counts().bytesReceived(), Units.BYTES);
        draft.measure(step, "data_received.rate", rate(result.counts().bytesReceived(), seconds),
                Units.BYTES_PER_SECOND);
        draft.measure(step, Metrics.DURATION, seconds, Units.SECONDS);
        // in flight when the window closed: let finish, as k6's graceful stop, but in no figure above
        draft.measure(step, AFTER_WINDOW, result.counts().afterWindow(), Units.COUNT);
    }

    /** avg, min, max and percentiles under k6's names and the normalised ones, in ms. */
    private void measureLatency(Histogram micros) {
        LatencySummary summary = LatencySummary.of(micros);
        if (summary == null) {
            return;
        }
        summary.measureAs(draft, step, DURATION_METRIC);
        summary.measure(draft, step);
        draft.measure(step, DURATION_METRIC + ".count", micros.getTotalCount(), Units.COUNT);
    }

    private void measureLoad(HttpLoadPlan plan, LevelResult result) {
        int lowest = result.perSecond().stream().mapToInt(SecondSample::vus).min().orElse(result.maxVus());
        draft.measure(step, "vus.value", result.perSecond().isEmpty() ? result.maxVus()
                : result.perSecond().get(result.perSecond().size() - 1).vus(), Units.COUNT);
        draft.measure(step, "vus.min", lowest, Units.COUNT);
        draft.measure(step, "vus.max", result.maxVus(), Units.COUNT);
        draft.measure(step, "vus_max.value", plan.settings().model() == LoadModel.OPEN ? plan.settings().maxVus()
                : result.level().vus(), Units.COUNT);
        if (plan.settings().model() == LoadModel.OPEN) {
            draft.measure(step, "dropped_iterations.count", result.dropped(), Units.COUNT);
            draft.measure(step, "dropped_iterations.rate", rate(result.dropped(), result.seconds()),
                    Units.PER_SECOND);
        }
    }

    private void series(List<SecondSample> seconds) {
        draft.series(new Series(step, Metrics.SERIES_RATE, Units.PER_SECOND, seconds.stream()
                .map(s -> new SeriesPoint(s.epochSecond(), s.requests())).toList()));
        draft.series(new Series(step, Metrics.SERIES_P95, Units.MILLISECONDS, seconds.stream()
                .filter(s -> !Double.isNaN(s.p95Millis()))
                .map(s -> new SeriesPoint(s.epochSecond(), s.p95Millis())).toList()));
        draft.series(new Series(step, Metrics.SERIES_VUS, Units.COUNT, seconds.stream()
                .map(s -> new SeriesPoint(s.epochSecond(), s.vus())).toList()));
    }

    private void both(String k6Name, String normalised, double value, String unit) {
        draft.measure(step, k6Name, value, unit);
        draft.measure(step, normalised, value, unit);
    }

    private static double rate(double count, double seconds) {
        return seconds > 0 ? count / seconds : Double.NaN;
    }
}
