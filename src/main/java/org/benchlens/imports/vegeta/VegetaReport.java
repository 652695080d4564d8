package org.benchlens.imports.vegeta;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.imports.http.HttpStatuses;
import org.benchlens.imports.http.StepFigures;

/**
 * The figures of one vegeta report, as {@code report -type=json} writes them or the text report
 * prints them, before they become a run: both readers fill one of these, so the two shapes of the
 * same report give the same run.
 */
final class VegetaReport {

    static final String FORMAT = "vegeta";
    private static final int ERRORS_KEPT = 5;

    double requests = Double.NaN;
    double rate = Double.NaN;
    double throughput = Double.NaN;
    double success = Double.NaN;
    /** The attack's and the wait's durations, in decimal so that their sum is as exact as they are. */
    BigDecimal attackSeconds;
    BigDecimal waitSeconds;
    /** Latency statistics in milliseconds by vegeta's names: min, mean, 50th, 90th, 95th, 99th, max. */
    final Map<String, Double> latencies = new LinkedHashMap<>();
    double bytesInTotal = Double.NaN;
    double bytesInMean = Double.NaN;
    double bytesOutTotal = Double.NaN;
    double bytesOutMean = Double.NaN;
    final Map<String, Long> statusCodes = new LinkedHashMap<>();
    final List<String> errors = new ArrayList<>();
    Instant earliest;
    Instant end;

    RunDraft toDraft() {
        RunDraft draft = new RunDraft(FORMAT, "").startedAt(earliest).endedAt(end);
        StepFigures total = new StepFigures(draft, Steps.TOTAL);
        total.own("requests", requests, Units.COUNT);
        total.own("rate", rate, Units.PER_SECOND);
        total.both("throughput", Metrics.THROUGHPUT, throughput, Units.PER_SECOND);
        total.own("success", success, Units.RATIO);
        if (attackSeconds != null && waitSeconds != null) {
            total.own("duration.attack", attackSeconds.doubleValue(), Units.SECONDS);
            total.own("duration.wait", waitSeconds.doubleValue(), Units.SECONDS);
            total.both("duration.total", Metrics.DURATION, attackSeconds.add(waitSeconds).doubleValue(), Units.SECONDS);
        }
        latencies.forEach((name, millis) -> latency(total, name, millis));
        total.both("bytes_in.total", Metrics.DATA_RECEIVED, bytesInTotal, Units.BYTES);
        total.own("bytes_in.mean", bytesInMean, Units.BYTES);
        total.both("bytes_out.total", Metrics.DATA_SENT, bytesOutTotal, Units.BYTES);
        total.own("bytes_out.mean", bytesOutMean, Units.BYTES);
        long failed = HttpStatuses.record(total, statusCodes);
        if (statusCodes.isEmpty() && !Double.isNaN(success)) {
            failed = Math.round(requests * (1 - success));
        }
        total.outcome(requests, failed, requests);
        draft.attribute("errors", errors.isEmpty() ? null : errors.stream().limit(ERRORS_KEPT)
                .map(error -> Texts.abbreviate(error, 120)).collect(Collectors.joining("; ")));
        draft.attribute(AttributeKeys.TOOL, "vegeta");
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    /** {@code mean}, {@code min}, {@code max}, or a percentile such as {@code 95th} (JSON) or {@code 95} (text). */
    private static void latency(StepFigures total, String name, double millis) {
        String own = "latencies." + name;
        switch (name) {
            case "mean" -> total.both(own, Metrics.LATENCY_AVG, millis, Units.MILLISECONDS);
            case "min" -> total.both(own, Metrics.LATENCY_MIN, millis, Units.MILLISECONDS);
            case "max" -> total.both(own, Metrics.LATENCY_MAX, millis, Units.MILLISECONDS);
            case "total" -> total.own(own, millis, Units.MILLISECONDS);
            default -> total.percentile(own, Double.parseDouble(name.replace("th", "")), millis);
        }
    }
}
