package org.benchlens.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.model.RunSummary;
import org.benchlens.model.Series;

/** The repositories of one transaction, all on the same connection. */
public final class StoreSession {

    private final RunRepository runs;
    private final MeasurementRepository measurements;
    private final SeriesRepository series;
    private final HistogramRepository histograms;
    private final SettingRepository settings;
    private final RunSummaryRepository summaries;
    private final PendingDeletions pendingDeletions;
    private final PendingInputs pendingInputs;

    StoreSession(Connection connection) {
        this.pendingDeletions = new PendingDeletions(connection);
        this.pendingInputs = new PendingInputs(connection);
        this.summaries = new RunSummaryRepository(connection);
        this.runs = new RunRepository(connection, summaries);
        this.measurements = new MeasurementRepository(connection);
        this.series = new SeriesRepository(connection);
        this.histograms = new HistogramRepository(connection);
        this.settings = new SettingRepository(connection);
    }

    /**
     * Stores a run that is a whole input by itself (a merge, a single file's run): the run, then the mark
     * that its input is whole (decision 0124), so that no store leaves it out as part of an input.
     * Without a source hash it is only stored.
     */
    public Run saveInput(RunDraft draft, String sourceFile, String sourceHash) throws SQLException {
        Run run = save(draft, sourceFile, sourceHash);
        if (sourceHash != null) {
            runs.markWhole(run.id(), sourceHash);
        }
        return run;
    }

    /**
     * Stores the runs read from one input, whole or not at all (decisions 0104, 0124): the input's key is
     * claimed so that a second writer of the same bytes waits, then finds these runs; bytes already in the
     * store (under {@code hash}, or {@code formerHash} as an earlier version keyed them) are not stored
     * again; the mark that the input is whole is the last row written, so a commit cut short by a kill
     * never holds it without every run before it.
     */
    public StoredInput storeInput(List<RunDraft> drafts, String sourceFile, String hash, String formerHash)
            throws SQLException {
        runs.claimInput(hash);
        OptionalLong existing = runs.findBySourceHash(hash);
        String existingHash = hash;
        if (existing.isEmpty() && formerHash != null) {
            existing = runs.findBySourceHash(formerHash);
            existingHash = formerHash;
        }
        runs.releaseInput(hash);
        if (existing.isPresent()) {
            long first = existing.getAsLong();
            if (!runs.isWhole(first, existingHash)) {
                return new StoredInput.OnlyPartlyIn(first);
            }
            return new StoredInput.AlreadyIn(first, runs.find(first).map(Run::sourceFile).orElse(null));
        }
        List<Long> ids = new ArrayList<>();
        for (RunDraft draft : drafts) {
            ids.add(save(draft, sourceFile, hash).id());
        }
        runs.markWhole(ids.get(0), hash);
        return new StoredInput.Stored(ids);
    }

    /** Stores a whole run: header, attributes, tags, measurements, series and histograms. */
    public Run save(RunDraft draft, String sourceFile, String sourceHash) throws SQLException {
        NameLimits.check(draft);
        Run run = runs.insert(draft, sourceFile, sourceHash);
        measurements.insertAll(run.id(), draft.measurements());
        for (Series oneSeries : draft.series()) {
            series.insert(run.id(), oneSeries);
        }
        for (LatencyHistogram histogram : draft.histograms()) {
            histograms.insert(run.id(), histogram);
        }
        summaries.write(run, draft.measurements());
        return run;
    }

    /** Everything stored of the run, or empty when there is no such run. */
    public Optional<RunContent> content(long runId) throws SQLException {
        Optional<Run> run = runs.find(runId);
        if (run.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new RunContent(run.get(), measurements.forRun(runId), series.forRun(runId),
                histograms.forRun(runId)));
    }

    /** Puts back a run read with {@link #content}, under its own id: what undoing a delete needs. */
    public Run restore(RunContent content) throws SQLException {
        Run run = runs.restore(content.run());
        measurements.insertAll(run.id(), content.measurements());
        for (Series oneSeries : content.series()) {
            series.insert(run.id(), oneSeries);
        }
        for (LatencyHistogram histogram : content.histograms()) {
            histograms.insert(run.id(), histogram);
        }
        summaries.write(run, content.measurements());
        return run;
    }

    /** Every run of the store as the runs list shows it, oldest first: one row per run (decision 0131). */
    public List<RunSummary> summaries() throws SQLException {
        return summaries.all(runs, measurements);
    }

    /** The runs the filter selects as the runs list shows them, oldest first; every run read from one row each. */
    public List<RunSummary> summaries(RunFilter filter) throws SQLException {
        return filter.attributes().isEmpty() && (filter.text() == null || filter.text().isBlank()) ? summaries()
                : summaries.of(runs.list(filter), measurements);
    }

    /** The runs with their measurements, in the order given. */
    public List<RunResult> results(List<Run> selected) throws SQLException {
        Map<Long, List<Measurement>> byRun =
                measurements.forRuns(selected.stream().map(Run::id).toList());
        List<RunResult> results = new ArrayList<>(selected.size());
        for (Run run : selected) {
            results.add(new RunResult(run, byRun.get(run.id())));
        }
        return results;
    }

    public RunRepository runs() {
        return runs;
    }

    public MeasurementRepository measurements() {
        return measurements;
    }

    public SeriesRepository series() {
        return series;
    }

    public HistogramRepository histograms() {
        return histograms;
    }

    public SettingRepository settings() {
        return settings;
    }

    PendingDeletions pendingDeletions() {
        return pendingDeletions;
    }

    PendingInputs pendingInputs() {
        return pendingInputs;
    }
}
