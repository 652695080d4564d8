package org.benchlens.imports.locust;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Texts;
import org.benchlens.imports.locust.LocustColumns.Role;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * Locust's {@code _stats.csv}: a row per request type and name, each a step ({@code GET /login}),
 * and the Aggregated row, always last, as the total. Every figure is kept under Locust's column name
 * and, where there is one, the normalised name. The 50% and 100% columns stay under their own names
 * only: the median and the maximum are Locust's own columns (the median read from the same rounded
 * response times, the maximum exact).
 */
final class LocustStats {

    private final RunDraft draft;
    private final ImportContext context;
    private final String fileName;
    private final Set<String> steps = new HashSet<>();
    private boolean endsWithAggregated;
    private boolean undecodable;
    private int rows;

    private LocustStats(RunDraft draft, ImportContext context, String fileName) {
        this.draft = draft;
        this.context = context;
        this.fileName = fileName;
    }

    /** Reads the file into {@code draft}; true when it is whole (it ends with its Aggregated row). */
    static boolean read(ImportSource source, ImportContext context, RunDraft draft) throws IOException, ImportFailure {
        LocustStats stats = new LocustStats(draft, context, source.path().getFileName().toString());
        boolean cut = LocustTable.read(source, context, "a row of Locust's statistics", stats::row);
        if (stats.rows == 0) {
            throw ImportFailure.whole("no rows: Locust's statistics have a header but not even their Aggregated row");
        }
        if (!cut && !stats.endsWithAggregated) {
            context.note(source.path().getFileName() + ": the file ends before the Aggregated row Locust writes last"
                    + " (is it truncated?): the run has no total");
        }
        return !cut && stats.endsWithAggregated;
    }

    private void row(LocustRow row) throws ImportFailure {
        rows++;
        endsWithAggregated = row.isAggregated();
        if (row.stepCut()) {
            context.note(LineNote.at(fileName, row.line(), "the name " + Texts.abbreviate(row.step(), 60)
                    + " is longer than BenchLens stores: it is kept cut to " + LocustRow.MAX_STEP + " characters"));
        }
        String step = distinct(row.step(), row);
        LocustColumns columns = row.columns();
        double requests = row.number(Role.REQUESTS);
        double failures = row.number(Role.FAILURES);
        draft.measure(step, columns.header(Role.REQUESTS), requests, Units.COUNT);
        draft.measure(step, Metrics.OPERATIONS, requests, Units.COUNT);
        if (columns.has(Role.FAILURES)) {
            draft.measure(step, columns.header(Role.FAILURES), failures, Units.COUNT);
            draft.measure(step, Metrics.ERRORS, failures, Units.COUNT);
            // Locust's own fail ratio: failures of a name without requests count as all failed
            draft.measure(step, Metrics.ERRORS_RATE, requests > 0 ? failures / requests : failures > 0 ? 1 : 0,
                    Units.RATIO);
        }
        both(row, step, Role.RATE, Metrics.THROUGHPUT, Units.PER_SECOND);
        own(row, step, Role.FAILURE_RATE, Units.PER_SECOND);
        own(row, step, Role.CONTENT_SIZE, Units.BYTES);
        if (requests > 0) {
            // Locust writes 0 for the times of a name without requests: no value
            both(row, step, Role.MEDIAN, Metrics.LATENCY_MED, Units.MILLISECONDS);
            both(row, step, Role.AVERAGE, Metrics.LATENCY_AVG, Units.MILLISECONDS);
            both(row, step, Role.MIN, Metrics.LATENCY_MIN, Units.MILLISECONDS);
            both(row, step, Role.MAX, Metrics.LATENCY_MAX, Units.MILLISECONDS);
        }
        for (LocustColumns.Percentile percentile : columns.percentiles()) {
            double value = row.number(percentile.index());
            draft.measure(step, percentile.header(), value, Units.MILLISECONDS);
            if (percentile.percent() != 50 && percentile.percent() != 100) {
                draft.measure(step, Metrics.latencyAtPercentile(percentile.percent()), value, Units.MILLISECONDS);
            }
        }
    }

    /**
     * The step, told apart by its line when an earlier row has the same: Locust's names are distinct, but
     * names not in UTF-8 (Locust on Windows writes the system's code page) may read the same once their
     * undecodable bytes are replaced.
     */
    private String distinct(String step, LocustRow row) {
        if (step.indexOf('\uFFFD') >= 0 && !undecodable) {
            undecodable = true;
            context.note(LineNote.at(fileName, row.line(), "the request names are not UTF-8 text (Locust writes"
                    + " them in the system's encoding): the bytes that are not UTF-8 are shown as \uFFFD"));
        }
        return steps.add(step) ? step : step + " (line " + row.line() + ")";
    }

    private void both(LocustRow row, String step, Role role, String normalised, String unit) throws ImportFailure {
        double value = row.number(role);
        own(row, step, role, unit);
        draft.measure(step, normalised, value, unit);
    }

    private void own(LocustRow row, String step, Role role, String unit) throws ImportFailure {
        if (row.columns().has(role)) {
            draft.measure(step, row.columns().header(role), row.number(role), unit);
        }
    }
}
