package org.benchlens.imports.requests;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Texts;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.LatencySummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.Percentiles;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Turns a {@link RequestLog} into a run: the total step and one step a label, each with what JMeter's
 * aggregate report shows (count, average, median, p90/p95/p99, min, max, error rate, throughput over
 * first start to last end, bytes), under the normalised names and the tool's own, plus one-second
 * series and a latency histogram.
 */
public final class RequestRunDraft {

    private final RequestLog log;
    private final RequestNames names;
    private final TreeSet<String> fromHistograms = new TreeSet<>();

    private RequestRunDraft(RequestLog log, RequestNames names) {
        this.log = log;
        this.names = names;
    }

    /**
     * @param clock  true when the requests' times are epoch times (the run gets its start and end)
     * @param notes  receives what the user should know (percentiles from histograms, labels left out)
     */
    public static RunDraft of(RequestLog log, RequestNames names, String format, String name, boolean clock,
                              List<String> notes) {
        return new RequestRunDraft(log, names).draft(format, name, clock, notes);
    }

    /** Hands the run of {@code source}, named after the file, and its notes to {@code context}. */
    public static void emit(RequestLog log, RequestNames names, String format, ImportSource source, boolean clock,
                            ImportContext context) {
        List<String> notes = new ArrayList<>();
        RunDraft draft = of(log, names, format, Texts.fileStem(source.path()), clock, notes);
        notes.forEach(context::note);
        context.emit(draft);
    }

    private RunDraft draft(String format, String name, boolean clock, List<String> notes) {
        log.finish();
        LabelRequests total = log.total();
        RunDraft draft = new RunDraft(format, name);
        if (clock && log.startsRecorded() && total.count() > 0) {
            draft.startedAt(Instant.ofEpochSecond(0, total.firstStartNanos()))
                    .endedAt(Instant.ofEpochSecond(0, total.lastEndNanos()));
        }
        measure(draft, Steps.TOTAL, total);
        for (LabelRequests label : log.labels()) {
            measure(draft, label.name(), label);
        }
        if (total.maxVus() >= 0) {
            draft.attribute(AttributeKeys.VUS, Integer.toString(total.maxVus()));
        }
        List<String> said = new ArrayList<>();
        if (!fromHistograms.isEmpty()) {
            said.add(TrendPercentiles.histogramNote(fromHistograms, log.exactValuesLimit(), "latencies"));
        }
        if (log.pastLabelLimit() > 0) {
            said.add("more than " + RequestLog.MAX_LABELS + " labels: " + log.pastLabelLimit()
                    + " requests of the others count in the total only");
        }
        notes.addAll(said);
        return draft;
    }

    private void measure(RunDraft draft, String step, LabelRequests requests) {
        long count = requests.count();
        double duration = requests.durationSeconds();
        draft.measure(step, Metrics.OPERATIONS, count, Units.COUNT);
        draft.measure(step, names.count(), count, Units.COUNT);
        if (log.startsRecorded()) {
            draft.measure(step, Metrics.THROUGHPUT, duration > 0 ? count / duration : Double.NaN, Units.PER_SECOND);
            draft.measure(step, Metrics.DURATION, duration, Units.SECONDS);
        }
        RunningStats latency = requests.latency();
        double[] percentiles = percentiles(step, requests);
        LatencySummary summary = new LatencySummary(latency.mean(), latency.min(), latency.max(),
                percentiles == null ? List.of() : Arrays.stream(percentiles).boxed().toList());
        summary.measure(draft, step);
        summary.measureAs(draft, step, names.trend());
        if (names.percentiles() != PercentileDefinition.LINEAR) {
            measureLinear(draft, step, requests);
        }
        if (log.outcomesRecorded()) {
            draft.measure(step, Metrics.ERRORS, requests.failures(), Units.COUNT);
            if (count > 0) {
                draft.measure(step, Metrics.ERRORS_RATE, (double) requests.failures() / count, Units.RATIO);
            }
        }
        if (requests.bytesKnown()) {
            draft.measure(step, Metrics.DATA_RECEIVED, requests.bytesReceived(), Units.BYTES);
            draft.measure(step, Metrics.DATA_SENT, requests.bytesSent(), Units.BYTES);
        }
        if (requests.maxVus() >= 0) {
            draft.measure(step, Metrics.VUS_MAX, requests.maxVus(), Units.COUNT);
        }
        SecondSeries series = requests.series();
        if (series != null && log.startsRecorded()) {
            series.addTo(draft, step, false);
        }
        Histogram histogram = log.histogram(requests);
        if (histogram != null && histogram.getTotalCount() > 0) {
            draft.histogram(LatencyHistogram.of(step, names.trend(), histogram));
        }
    }

    /**
     * Where the tool's percentiles are not BenchLens's own, BenchLens's are kept too, as
     * {@code latency.linear.p90} and so on (decision 0155), while every value was kept.
     */
    private void measureLinear(RunDraft draft, String step, LabelRequests requests) {
        double[] latencies = log.latencies(requests);
        if (latencies == null) {
            return;
        }
        double[] linear = Percentiles.linearOfUnsorted(latencies, fractions());
        for (int i = 0; i < linear.length; i++) {
            String name = Metrics.latencyFor(LatencySummary.NAMES.get(i));
            draft.measure(step, name.replace("latency.", "latency.linear."), linear[i], Units.MILLISECONDS);
        }
    }

    private static double[] fractions() {
        return LatencySummary.LEVELS.stream().mapToDouble(level -> level / 100).toArray();
    }

    private double[] percentiles(String step, LabelRequests requests) {
        if (names.percentiles() == PercentileDefinition.JMETER_DASHBOARD) {
            double[] window = log.jmeterWindow(requests);
            if (window != null) {
                return Percentiles.legacyOfUnsorted(window, fractions());
            }
        }
        double[] latencies = log.latencies(requests);
        if (names.percentiles() == PercentileDefinition.AB_REPORT && latencies != null) {
            return Percentiles.lowerRankOfUnsorted(latencies, fractions());
        }
        Histogram histogram = latencies == null ? log.histogram(requests) : null;
        if (latencies == null && histogram != null) {
            fromHistograms.add(step);
        }
        return TrendPercentiles.of(latencies, histogram, requests.latency().min(), requests.latency().max());
    }

}
