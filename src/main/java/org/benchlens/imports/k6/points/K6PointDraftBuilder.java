package org.benchlens.imports.k6.points;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.requests.SecondSeries;
import org.benchlens.imports.requests.SecondWindow;
import org.benchlens.imports.requests.TrendPercentiles;
import org.benchlens.imports.Texts;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.LineNote;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.RunDraft;

/**
 * Turns the aggregate of a k6 run read from its points (NDJSON or CSV) into a run: the
 * measurements of the whole run and of each scenario, one-second series, latency histograms,
 * the attributes the points tell (VUs, scenario, constant tags, thresholds), and notes on
 * whatever was not understood.
 */
final class K6PointDraftBuilder {

    private final K6PointRun run;
    private final List<String> notes = new ArrayList<>();

    private K6PointDraftBuilder(K6PointRun run) {
        this.run = run;
    }

    /** Hands the run read from {@code file}, and the notes for the user, to {@code context}. */
    static void emit(K6PointRun run, String format, Path file, ImportContext context) {
        K6PointDraftBuilder builder = new K6PointDraftBuilder(run);
        RunDraft draft = builder.draft(format, file);
        builder.notes.forEach(context::note);
        context.emit(draft);
    }

    private RunDraft draft(String format, Path file) {
        String fileStem = Texts.fileStem(file);
        noteCut(file.getFileName().toString());
        run.finish();
        K6PointStep total = run.total();
        List<K6PointStep> scenarios = run.scenarios();
        RunDraft draft = new RunDraft(format, fileStem);
        draft.startedAt(instant(total.firstNanos())).endedAt(instant(total.lastNanos()));
        boolean failuresFromMetric = total.stats(K6PointMetricKind.HTTP_REQ_FAILED.metricName()) != null;
        K6PointMeasures measures = new K6PointMeasures(draft, run, failuresFromMetric, run.isCutShort());
        measures.measure(total);
        addSeriesAndHistograms(draft, total);
        for (K6PointStep scenario : scenarios) {
            measures.measure(scenario);
            addSeriesAndHistograms(draft, scenario);
        }
        if (!measures.fromHistograms().isEmpty()) {
            notes.add(TrendPercentiles.histogramNote(measures.fromHistograms(), run.exactValuesLimit(), "trend values"));
        }
        if (!measures.renamed().isEmpty()) {
            notes.add("script metrics named like BenchLens's normalised measurements are kept as k6:<name>: "
                    + String.join(", ", measures.renamed()));
        }
        K6PointAttributes.add(draft, total, scenarios, run.definitions());
        if (run.isCutShort()) {
            draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
        }
        draft.name(K6PointAttributes.name(fileStem, scenarios, total));
        noteOperations(total, scenarios);
        noteLeftOut(total);
        return draft;
    }

    private void addSeriesAndHistograms(RunDraft draft, K6PointStep step) {
        boolean http = step.stats(K6PointMetricKind.HTTP_REQS.metricName()) != null;
        SecondSeries series = step.series();
        if (series != null) {
            series.addTo(draft, step.name(), !http);
        }
        for (K6PointMetricKind latency
                : List.of(K6PointMetricKind.HTTP_REQ_DURATION, K6PointMetricKind.ITERATION_DURATION)) {
            Histogram histogram = run.histogram(step.name(), latency.metricName());
            if (histogram != null && histogram.getTotalCount() > 0) {
                draft.histogram(LatencyHistogram.of(step.name(), latency.metricName(), histogram));
            }
        }
    }

    private void noteCut(String fileName) {
        if (run.inputCut()) {
            notes.add("the gzip data stops short (the file was cut, as when k6 is stopped while writing it):"
                    + " the points before the cut were read and the run is marked aborted");
        } else if (run.cutLine() > 0) {
            notes.add(LineNote.at(fileName, run.cutLine(), "the file ends in the middle of line " + run.cutLine()
                    + ", as when k6 is still writing it or was stopped: that line is left out and the run is marked"
                    + " aborted"));
        }
    }

    private void noteOperations(K6PointStep total, List<K6PointStep> scenarios) {
        String requests = K6PointMetricKind.HTTP_REQS.metricName();
        if (total.stats(requests) == null) {
            notes.add(total.stats(K6PointMetricKind.ITERATIONS.metricName()) == null
                    ? "no http_reqs or iterations points: the run has no throughput or latency, only its other metrics"
                    : "no http_reqs points (not an HTTP test?): throughput, operations and latency are those of"
                            + " iterations (iterations, iteration_duration)");
            return;
        }
        String withoutRequests = scenarios.stream().filter(scenario -> scenario.stats(requests) == null)
                .map(K6PointStep::name).collect(Collectors.joining(", "));
        if (!withoutRequests.isEmpty()) {
            notes.add("scenarios without HTTP requests (" + withoutRequests + "): their throughput and latency are"
                    + " those of iterations");
        }
    }

    private void noteLeftOut(K6PointStep total) {
        run.otherTypes().forEach((type, count) -> notes.add(count + (count == 1 ? " line" : " lines") + " of type \""
                + type + "\" left out: k6 --out json has only Point and Metric lines"));
        String guessed = total.allStats().keySet().stream()
                .filter(metric -> !run.definitions().containsKey(metric)
                        && K6PointMetricKind.builtinType(metric) == null)
                .collect(Collectors.joining(", "));
        if (!guessed.isEmpty()) {
            notes.add("metrics without a Metric line, read as trends: " + guessed);
        }
        if (run.latePoints() > 0) {
            notes.add(run.latePoints() + " latency points came " + SecondWindow.SECONDS + " s or more after"
                    + " later points: the p95 of their second leaves them out (the run's percentiles include them)");
        }
        if (run.pointsOutsideSeries() > 0) {
            notes.add("the run spans more than " + SecondSeries.MAX_SECONDS / 3600 + " hours: its one-second series"
                    + " stop there (" + run.pointsOutsideSeries() + " points left out of the series only)");
        }
        if (run.unrecordable() > 0) {
            notes.add(run.unrecordable() + " trend points are negative: they count in avg, min and max, but not in"
                    + " the percentiles");
        }
        if (run.scenariosWithoutSeries() > 0) {
            notes.add("only the first " + K6PointRun.MAX_SCENARIO_SERIES + " scenarios have one-second series of"
                    + " their own; " + run.scenariosWithoutSeries() + " more count in the total's");
        }
        if (run.tooManyScenarios()) {
            notes.add("more than " + K6PointRun.MAX_SCENARIOS + " scenarios: the others count in the total only");
        }
        if (total.droppedPoints() > 0) {
            notes.add("more than " + K6PointStep.MAX_METRICS + " metrics: " + total.droppedPoints()
                    + " points of the others were left out");
        }
        if (run.histogramsFull()) {
            notes.add("too many trend metrics for histograms: some have no percentiles");
        }
    }

    private static Instant instant(long epochNanos) {
        return epochNanos == Long.MAX_VALUE || epochNanos == Long.MIN_VALUE ? null
                : Instant.ofEpochSecond(0, epochNanos);
    }
}
