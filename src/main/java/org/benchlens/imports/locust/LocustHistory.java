package org.benchlens.imports.locust;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Texts;
import org.benchlens.imports.locust.LocustColumns.Role;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Locust's {@code _stats_history.csv}: a row a second (the Aggregated row, and with
 * {@code --csv-full-history} a row per name before it) of the requests and failures per second, the
 * users and the percentiles, then the run's totals so far. The figures of the moment become series
 * of their step (a name's only its median and 95th percentile); the totals of the last Aggregated row are the run's own only when no
 * {@code _stats.csv} gives them. Two rows of one second keep the later.
 */
final class LocustHistory {

    static final String ERRORS_PER_SECOND = "errors.per_sec";
    /**
     * The percentiles a name's rows keep as series, those Locust charts (PERCENTILES_TO_CHART): a full
     * history of fifty names over an hour would otherwise make millions of points.
     */
    private static final Set<Double> CHARTED = Set.of(50.0, 95.0);

    private final Map<String, Map<String, TreeMap<Long, Double>>> series = new LinkedHashMap<>();
    private final String fileName;
    private final ImportContext context;
    private LocustRow lastAggregated;
    private double lastAggregatedRequests = Double.NaN;
    private long first = Long.MAX_VALUE;
    private long last = Long.MIN_VALUE;
    private double maxUsers = Double.NaN;
    private boolean whole;
    private boolean namesCut;

    private LocustHistory(String fileName, ImportContext context) {
        this.fileName = fileName;
        this.context = context;
    }

    static LocustHistory read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        LocustHistory history = new LocustHistory(source.path().getFileName().toString(), context);
        history.whole = !LocustTable.read(source, context, "a row of Locust's statistics history", history::row);
        if (history.first == Long.MAX_VALUE) {
            throw ImportFailure.whole("no rows: Locust's statistics history has a header but no row");
        }
        return history;
    }

    /** False when the file was cut short. */
    boolean whole() {
        return whole;
    }

    private void row(LocustRow row) throws ImportFailure {
        double timestamp = row.number(Role.TIMESTAMP);
        if (Double.isNaN(timestamp)) {
            throw ImportFailure.atLine(row.line(), "expected the row's Timestamp (Unix seconds), found N/A");
        }
        long second = (long) timestamp;
        first = Math.min(first, second);
        last = Math.max(last, second);
        String step = row.step();
        if (row.stepCut() && !namesCut) {
            namesCut = true;
            context.note(LineNote.at(fileName, row.line(), "names longer than BenchLens stores are kept cut to "
                    + LocustRow.MAX_STEP + " characters, " + Texts.abbreviate(step, 60) + " the first"));
        }
        point(step, Metrics.SERIES_RATE, second, row.number(Role.RATE));
        point(step, ERRORS_PER_SECOND, second, row.number(Role.FAILURE_RATE));
        for (LocustColumns.Percentile percentile : row.columns().percentiles()) {
            if (row.isAggregated() || CHARTED.contains(percentile.percent())) {
                point(step, metricOf(percentile.percent()), second, row.number(percentile.index()));
            }
        }
        if (row.isAggregated()) {
            double users = row.number(Role.USERS);
            point(step, Metrics.SERIES_VUS, second, users);
            maxUsers = Double.isNaN(maxUsers) ? users : Math.max(maxUsers, users);
            lastAggregated = row;
            lastAggregatedRequests = row.number(Role.REQUESTS);
        }
    }

    /** A percentile column's series: 50% is the median, 100% the maximum, of the moment. */
    private static String metricOf(double percent) {
        return percent == 100 ? Metrics.LATENCY_MAX : Metrics.latencyAtPercentile(percent);
    }

    private void point(String step, String metric, long second, double value) {
        if (!Double.isNaN(value)) {
            series.computeIfAbsent(step, s -> new LinkedHashMap<>()).computeIfAbsent(metric, m -> new TreeMap<>())
                    .put(second, value);
        }
    }

    /** Adds the series, the run's start and end, and the most users to {@code draft}. */
    void addSeriesTo(RunDraft draft) {
        series.forEach((step, byMetric) -> byMetric.forEach((metric, points) -> {
            List<SeriesPoint> list = new ArrayList<>(points.size());
            points.forEach((second, value) -> list.add(new SeriesPoint(second, value)));
            draft.series(new Series(step, metric, unitOf(metric), list));
        }));
        draft.startedAt(Instant.ofEpochSecond(first)).endedAt(Instant.ofEpochSecond(last));
        if (!Double.isNaN(maxUsers)) {
            draft.measure(Steps.TOTAL, Metrics.VUS_MAX, maxUsers, Units.COUNT);
            draft.attribute(AttributeKeys.VUS, Long.toString((long) maxUsers));
        }
    }

    /**
     * Adds the totals of the last Aggregated row, for a history read without its statistics: the
     * requests, failures and times, and as throughput the requests over the time the history spans.
     */
    void addTotalsTo(RunDraft draft) throws ImportFailure {
        if (lastAggregated == null) {
            context.note(fileName + ": no Aggregated row, so the run has series but no totals");
            return;
        }
        LocustColumns columns = lastAggregated.columns();
        double failures = lastAggregated.number(Role.FAILURES);
        double requests = lastAggregatedRequests;
        draft.measure(Steps.TOTAL, columns.header(Role.REQUESTS), requests, Units.COUNT);
        draft.measure(Steps.TOTAL, Metrics.OPERATIONS, requests, Units.COUNT);
        draft.measure(Steps.TOTAL, columns.header(Role.FAILURES), failures, Units.COUNT);
        draft.measure(Steps.TOTAL, Metrics.ERRORS, failures, Units.COUNT);
        draft.measure(Steps.TOTAL, Metrics.ERRORS_RATE, requests > 0 ? failures / requests : failures > 0 ? 1 : 0,
                Units.RATIO);
        if (requests > 0) {
            total(draft, Role.MEDIAN, Metrics.LATENCY_MED);
            total(draft, Role.AVERAGE, Metrics.LATENCY_AVG);
            total(draft, Role.MIN, Metrics.LATENCY_MIN);
            total(draft, Role.MAX, Metrics.LATENCY_MAX);
        }
        if (columns.has(Role.CONTENT_SIZE)) {
            draft.measure(Steps.TOTAL, columns.header(Role.CONTENT_SIZE), lastAggregated.number(Role.CONTENT_SIZE),
                    Units.BYTES);
        }
        if (last > first) {
            draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, requests / (last - first), Units.PER_SECOND);
            draft.attribute(AttributeKeys.THROUGHPUT_SOURCE, "the history's last total request count over its span,"
                    + " first to last timestamp (" + (last - first) + " s)");
        }
    }

    private void total(RunDraft draft, Role role, String metric) throws ImportFailure {
        double value = lastAggregated.number(role);
        draft.measure(Steps.TOTAL, lastAggregated.columns().header(role), value, Units.MILLISECONDS);
        draft.measure(Steps.TOTAL, metric, value, Units.MILLISECONDS);
    }

    private static String unitOf(String metric) {
        return switch (metric) {
            case Metrics.SERIES_RATE, ERRORS_PER_SECOND -> Units.PER_SECOND;
            case Metrics.SERIES_VUS -> Units.COUNT;
            default -> Units.MILLISECONDS;
        };
    }
}
