package org.benchlens.ui.runs;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.app.RunCatalog;
import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.app.RunEdits;
import org.benchlens.app.Workspace;
import org.benchlens.model.Counted;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Run;
import org.benchlens.model.RunSummary;
import org.benchlens.app.WriteMoments;
import org.benchlens.ui.common.Background;

/**
 * State of the runs browser: every run of the store with its headline throughput, the filter and
 * grouping, the selected runs and their measurements, the deletes that can be undone, and the
 * outcome of the last command. The view binds to it and calls its commands.
 *
 * <p>The store is read once per change of its content; typing a filter only filters the rows in
 * memory, against text built when they were loaded.
 */
public final class RunsViewModel {

    /** Runs whose measurements the details show at most; a larger selection is for comparing. */
    static final int DETAIL_LIMIT = 50;

    private final Workspace workspace;
    private final Background background;
    private final RunLabels labels;
    private final RunsExport export;
    private List<RunRow> rows = List.of();
    private final ObservableList<RunRow> shownRows = FXCollections.observableArrayList();
    private Comparator<RunRow> order;
    private RunQuery query = RunQuery.parse("");
    private final ObservableList<String> attributeKeys = FXCollections.observableArrayList();
    private final StringProperty filterText = new SimpleStringProperty("");
    private final ObjectProperty<Grouping> grouping = new SimpleObjectProperty<>(Grouping.NONE);
    private final ObservableList<Run> selectedRuns = FXCollections.observableArrayList();
    private final ObservableList<MeasurementRow> measurements = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ImportSummary> lastImport = new ReadOnlyObjectWrapper<>();
    private final ObservableList<String> importProblems = FXCollections.observableArrayList();
    private final Deque<RunEdits.DeletedRuns> deletions = new ArrayDeque<>();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(false);
    // one read-only view each, kept: a view made per call would drop the listeners bound to it
    private final ObservableList<String> attributeKeysView = FXCollections.unmodifiableObservableList(attributeKeys);
    private final ObservableList<Run> selectedRunsView = FXCollections.unmodifiableObservableList(selectedRuns);
    private final ObservableList<MeasurementRow> measurementsView = FXCollections.unmodifiableObservableList(measurements);
    private final ObservableList<RunRow> shownRowsView = FXCollections.unmodifiableObservableList(shownRows);
    private final ObservableList<String> importProblemsView = FXCollections.unmodifiableObservableList(importProblems);
    /** The runs of the last import, until the user has seen or dismissed them. */
    private List<Long> lastImported = List.of();
    /** Runs an import or undo just added, to be selected once the list has read them. */
    private List<Long> pendingSelection = List.of();
    private final ReadOnlyObjectWrapper<List<Long>> added = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyBooleanWrapper importing = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyIntegerWrapper importedHidden = new ReadOnlyIntegerWrapper(0);
    private long loadGeneration;
    private long detailGeneration;

    public RunsViewModel(Workspace workspace, Background background) {
        this.workspace = workspace;
        this.background = background;
        this.export = new RunsExport(workspace, background, status::set);
        this.labels = new RunLabels(workspace, background, this::replaceRows, status::set, this::failed);
        filterText.addListener((o, was, now) -> {
            query = RunQuery.parse(now);
            // the notice is about an import under the filter of its time: a new filter is the user's own choice
            lastImported = List.of();
            showRows();
        });
    }

    /** Where the runs are written to a file. */
    public RunsExport export() {
        return export;
    }

    /** Where the runs' attributes and tags are changed. */
    public RunLabels labels() {
        return labels;
    }

    public Workspace workspace() {
        return workspace;
    }

    /** Reads every run again (after an import, a delete, or when asked), keeping the selection. */
    public void refresh() {
        long generation = ++loadGeneration;
        loading.set(true);
        if (rows.isEmpty()) {
            shown.set("Loading runs…");
        }
        background.run("Loading runs", progress -> {
                    RunCatalog.Overview overview = workspace.runs().overview();
                    List<RunRow> loaded = new ArrayList<>(overview.runs().size());
                    for (RunSummary summary : overview.runs()) {
                        loaded.add(RunRow.of(summary.run(), summary.throughput(), summary.errorRate()));
                    }
                    return new Loaded(loaded, overview.attributeKeys());
                },
                loaded -> {
                    if (generation == loadGeneration) {
                        loading.set(false);
                        rows = loaded.rows();
                        attributeKeys.setAll(loaded.attributeKeys());
                        showRows();
                        if (!pendingSelection.isEmpty()) {
                            added.set(List.of()); // the same runs restored twice are pointed to twice
                            added.set(pendingSelection);
                            pendingSelection = List.of();
                        }
                    }
                },
                this::failed);
    }

    private record Loaded(List<RunRow> rows, List<String> attributeKeys) {
    }

    /**
     * Filters and sorts in one pass and replaces the shown list at once: a table over a filtered
     * and a sorted list view reorders itself row by row when thousands of rows come and go.
     */
    private void showRows() {
        List<RunRow> matched = new ArrayList<>(rows.size());
        for (RunRow row : rows) {
            if (query.matches(row)) {
                matched.add(row);
            }
        }
        if (order != null) {
            matched.sort(order);
        }
        shownRows.setAll(matched);
        int hidden = hiddenImports(matched);
        if (hidden > importedHidden.get()) {
            notice.set(""); // one notice bar at a time: the newer replaces the older
        }
        importedHidden.set(hidden);
        int count = matched.size();
        String text = filterText.get().strip();
        shown.set(Counted.runs(count)
                + (text.isEmpty() ? "" : " matching \"" + text + "\" of " + rows.size()));
    }

    /** How many runs of the last import are still stored but not shown: none without an import. */
    private int hiddenImports(List<RunRow> matched) {
        if (lastImported.isEmpty()) {
            return 0;
        }
        Set<Long> hidden = new HashSet<>(lastImported);
        for (RunRow row : matched) {
            hidden.remove(row.id());
        }
        // a run deleted since is not hidden: it is gone
        Set<Long> stored = new HashSet<>();
        for (RunRow row : rows) {
            stored.add(row.id());
        }
        hidden.retainAll(stored);
        return hidden.size();
    }

    /** The view tells which runs are selected; their measurements load in the background. */
    public void select(List<Run> runs) {
        selectedRuns.setAll(runs);
        long generation = ++detailGeneration;
        List<Run> shownInDetail = runs.size() > DETAIL_LIMIT ? runs.subList(0, DETAIL_LIMIT) : runs;
        if (shownInDetail.isEmpty()) {
            measurements.clear();
            return;
        }
        List<Long> ids = shownInDetail.stream().map(Run::id).toList();
        Map<Long, Run> byId = new HashMap<>();
        shownInDetail.forEach(run -> byId.put(run.id(), run));
        background.run("Loading measurements", progress -> workspace.runs().measurements(ids),
                loaded -> {
                    if (generation != detailGeneration) {
                        return;
                    }
                    List<MeasurementRow> lines = new ArrayList<>();
                    loaded.forEach((id, list) -> list.forEach(m -> lines.add(new MeasurementRow(byId.get(id), m))));
                    measurements.setAll(lines);
                },
                this::failed);
    }

    /** Imports files and folders; each input is stored whole or not at all. */
    public void importPaths(List<Path> paths, ImportOptions options) {
        if (paths.isEmpty()) {
            return;
        }
        importing.set(true);
        background.run("Importing", progress -> workspace.imports()
                        .paths(paths, options, new ImportProgress(progress), progress::cancelled),
                this::imported, this::failed);
    }

    /** Imports text from the clipboard, as a file would be. */
    public void importText(String text, ImportOptions options) {
        if (text == null || text.isBlank()) {
            status.set("Nothing to paste: the clipboard holds no text");
            return;
        }
        importing.set(true);
        background.run("Importing pasted text", progress -> workspace.imports()
                        .text(text, options, new ImportProgress(progress), progress::cancelled),
                this::imported, this::failed);
    }

    private void imported(ImportSummary summary) {
        importing.set(false);
        lastImported = List.copyOf(summary.importedRunIds());
        pendingSelection = lastImported;
        importProblems.setAll(ImportReport.lines(summary));
        lastImport.set(summary);
        status.set(ImportReport.status(summary));
        WriteMoments.windowSaid();
        refresh();
    }

    /**
     * Fills a new, empty store with the sample data once, and says so; a store that ever held
     * runs, or already had the samples, is left alone.
     */
    public void offerSampleData(Path folder) {
        background.run("Opening the store", progress -> workspace.imports().claimSampleData(),
                fresh -> {
                    if (!fresh) {
                        refresh();
                        return;
                    }
                    importing.set(true);
                    background.run("Importing the sample data", progress -> workspace.imports().paths(
                                    List.of(folder), ImportOptions.NONE, new ImportProgress(progress),
                                    progress::cancelled),
                            summary -> {
                                imported(summary);
                                // all of a new store: nothing to point to
                                pendingSelection = List.of();
                                int count = summary.importedRunIds().size();
                                notice("This new store was filled with sample data: " + count + " runs from "
                                        + folder + ". Select them and press Delete when you have your own.");
                            },
                            this::failed);
                },
                this::failed);
    }

    /** Puts the changed runs in place in the list, so the selection and scroll position stay. */
    private void replaceRows(List<Run> changed) {
        Map<Long, Run> byId = new HashMap<>();
        changed.forEach(run -> byId.put(run.id(), run));
        rows = rows.stream().map(row -> byId.containsKey(row.id()) ? row.with(byId.get(row.id())) : row).toList();
        for (int i = 0; i < shownRows.size(); i++) {
            Run now = byId.get(shownRows.get(i).id());
            if (now != null) {
                shownRows.set(i, shownRows.get(i).with(now));
            }
        }
        selectedRuns.replaceAll(run -> byId.getOrDefault(run.id(), run));
    }

    /**
     * Deletes the runs after reading everything stored of them, so that {@link #undoDelete} can
     * put them back as they were; the view asks the user first.
     */
    public void delete(List<Run> doomed) {
        List<Long> ids = doomed.stream().map(Run::id).toList();
        background.run("Deleting", progress -> workspace.edits().delete(ids),
                deleted -> {
                    deletions.push(deleted);
                    canUndo.set(true);
                    status.set("Deleted " + Counted.runs(deleted.size()) + " (Edit ▸ Undo puts them back)");
                    refresh();
                },
                this::failed);
    }

    /**
     * Stores the runs, the load generators of one test, as one new run (as {@code benchlens merge}
     * does); a refusal is said in the notice bar, and nothing is stored.
     */
    public void merge(List<Run> runs, String name) {
        List<Long> ids = runs.stream().map(Run::id).toList();
        background.run("Merging " + Counted.runs(runs.size()), progress -> workspace.merges().merge(ids, name),
                merged -> {
                    notice.set("");
                    status.set("Merged runs " + merged.run().attribute(UnlikeRuns.MERGED_FROM).replace(",", ", ")
                            + " into run " + merged.run().id() + (merged.notes().isEmpty() ? "" : "; "
                            + merged.notes().get(0)));
                    refresh();
                },
                problem -> {
                    if (problem instanceof IllegalArgumentException) {
                        notice("Not merged: " + problem.getMessage());
                    } else {
                        failed(problem);
                    }
                });
    }

    /** Runs another part of the window stored (a runner job's): the list reads them and points to them. */
    public void stored(List<Run> runs) {
        // a runner's runs are new runs as an import's are: the bar says when the filter hides them
        lastImported = runs.stream().map(Run::id).toList();
        pendingSelection = lastImported;
        refresh();
    }

    /** Puts back the runs of the last delete, with their ids, measurements, series and histograms. */
    public void undoDelete() {
        if (deletions.isEmpty()) {
            return;
        }
        RunEdits.DeletedRuns deleted = deletions.pop();
        canUndo.set(!deletions.isEmpty());
        background.run("Restoring", progress -> workspace.edits().restore(deleted),
                restored -> {
                    status.set("Restored " + Counted.runs(restored));
                    pendingSelection = deleted.contents().stream().map(content -> content.run().id()).toList();
                    refresh();
                },
                problem -> {
                    deletions.push(deleted);
                    canUndo.set(true);
                    failed(problem);
                });
    }

    private void failed(Throwable problem) {
        importing.set(false);
        loading.set(false);
        if (problem instanceof CancellationException) {
            status.set(problem.getMessage() + "; nothing of the input being read was stored");
            refresh();
        } else {
            status.set("Failed: " + problem.getMessage());
        }
    }

    /** The runs the filter lets through, in the {@link #sortBy order} the table asks for. */
    public ObservableList<RunRow> shownRows() {
        return shownRowsView;
    }

    /** Sorts the shown runs (by the table's sort columns), now and after every filter; null keeps the store's order. */
    public void sortBy(Comparator<RunRow> newOrder) {
        order = newOrder;
        showRows();
    }

    /** The runs as the filter shows them. */
    public List<Run> runs() {
        return shownRows.stream().map(RunRow::run).toList();
    }

    /** Keys of every attribute in the store: what a run can be grouped by. */
    public ObservableList<String> attributeKeys() {
        return attributeKeysView;
    }

    public ObservableList<Run> selectedRuns() {
        return selectedRunsView;
    }

    /** Every measurement of the selected runs (the first {@value #DETAIL_LIMIT}), run by run. */
    public ObservableList<MeasurementRow> measurements() {
        return measurementsView;
    }

    public StringProperty filterTextProperty() {
        return filterText;
    }

    public ObjectProperty<Grouping> groupingProperty() {
        return grouping;
    }

    /** The outcome of the user's last command (import, edit, delete), or what went wrong. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** How many runs the table shows, and under which filter. */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** A message for the top of the window, such as that the sample data was imported; empty when none. */
    /** How many runs of the last import the filter hides (0 when none, or once shown or dismissed). */
    /** The runs an import or an undo just added, once the list shows them: the view selects them. */
    public ReadOnlyObjectProperty<List<Long>> addedRunsProperty() {
        return added.getReadOnlyProperty();
    }

    /** The store's runs are being read: an empty list is not "no run matches". */
    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** An import is being read: an empty list is not "no runs yet". */
    public ReadOnlyBooleanProperty importingProperty() {
        return importing.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty importedHiddenProperty() {
        return importedHidden.getReadOnlyProperty();
    }

    /**
     * Clears the filter so that the runs of the last import are in view, and returns their ids
     * for the view to select.
     */
    public List<Long> showImportedRuns() {
        List<Long> imported = lastImported;
        filterText.set("");
        dismissImported();
        return imported;
    }

    public void dismissImported() {
        lastImported = List.of();
        importedHidden.set(0);
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Says something at the top of the window, in place of the notice about hidden imported runs. */
    private void notice(String text) {
        dismissImported();
        notice.set(text);
    }

    public void dismissNotice() {
        notice.set("");
    }

    public ReadOnlyObjectProperty<ImportSummary> lastImportProperty() {
        return lastImport.getReadOnlyProperty();
    }

    /** The last import's problems, skipped inputs and notes, one line each, to read and copy. */
    public ObservableList<String> importProblems() {
        return importProblemsView;
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }
}
