package org.benchlens.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.imports.ImportListener;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.SettingRepository;
import org.benchlens.store.Store;

/**
 * State of the runs browser: the runs matching the filter, the selected run and its
 * measurements, and the outcome of the last command. The view binds to it and calls its commands.
 */
public final class RunsViewModel {

    private final Store store;
    private final Background background;
    private final ObservableList<Run> runs = FXCollections.observableArrayList();
    private final ObservableList<Measurement> measurements = FXCollections.observableArrayList();
    private final StringProperty filterText = new SimpleStringProperty("");
    private final ObjectProperty<Run> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ImportSummary> lastImport = new ReadOnlyObjectWrapper<>();
    private long loadGeneration;

    public RunsViewModel(Store store, Background background) {
        this.store = store;
        this.background = background;
        filterText.addListener((o, was, now) -> refresh());
        selected.addListener((o, was, now) -> loadMeasurements(now));
    }

    /** Reloads the runs that match the filter, keeping the selection where the run still exists. */
    public void refresh() {
        long generation = ++loadGeneration;
        String text = filterText.get();
        background.run("Loading runs", progress -> store.read(session ->
                        session.runs().list(new RunFilter(Map.of(), text))),
                loaded -> {
                    if (generation != loadGeneration) {
                        return;
                    }
                    Run previous = selected.get();
                    runs.setAll(loaded);
                    selected.set(previous == null ? null : loaded.stream()
                            .filter(r -> r.id() == previous.id()).findFirst().orElse(null));
                    shown.set(loaded.size() + (loaded.size() == 1 ? " run" : " runs")
                            + (text.isBlank() ? "" : " matching \"" + text + "\""));
                },
                this::failed);
    }

    /** Imports files and folders in the background; each file is stored whole or not at all. */
    public void importPaths(List<Path> paths) {
        if (paths.isEmpty()) {
            return;
        }
        background.run("Importing", progress -> new ImportService(store, ImporterRegistry.standard())
                        .importPaths(paths, ImportOptions.NONE, new ProgressReport(progress), progress::cancelled),
                summary -> {
                    lastImport.set(summary);
                    status.set(describe(summary));
                    refresh();
                },
                this::failed);
    }

    /**
     * Fills a new, empty store with the sample data once; a store that ever held runs, or already
     * had the samples, is left alone.
     */
    public void offerSampleData(Path folder) {
        background.run("Opening the store", progress -> store.transaction(session -> {
                    boolean fresh = session.settings().get(SettingRepository.SAMPLE_DATA_IMPORTED).isEmpty()
                            && session.runs().count() == 0;
                    session.settings().set(SettingRepository.SAMPLE_DATA_IMPORTED, fresh ? "yes" : "not needed");
                    return fresh;
                }),
                fresh -> {
                    if (fresh) {
                        importPaths(List.of(folder));
                    } else {
                        refresh();
                    }
                },
                this::failed);
    }

    /** Deletes the given runs; the view asks the user first. */
    public void delete(List<Run> doomed) {
        List<Long> ids = doomed.stream().map(Run::id).toList();
        background.run("Deleting", progress -> store.transaction(session -> session.runs().delete(ids)),
                count -> {
                    status.set("Deleted " + count + (count == 1 ? " run" : " runs"));
                    refresh();
                },
                this::failed);
    }

    private void loadMeasurements(Run run) {
        if (run == null) {
            measurements.clear();
            return;
        }
        background.run("Loading run " + run.id(), progress -> store.read(session ->
                        session.measurements().forRun(run.id())),
                loaded -> {
                    if (selected.get() != null && selected.get().id() == run.id()) {
                        measurements.setAll(loaded);
                    }
                },
                this::failed);
    }

    private void failed(Throwable problem) {
        if (problem instanceof CancellationException) {
            status.set(problem.getMessage());
            refresh();
        } else {
            status.set("Failed: " + problem.getMessage());
        }
    }

    /** The summary, with the first failure spelled out so the user can act on it. */
    static String describe(ImportSummary summary) {
        String text = summary.describe();
        return summary.results().stream().filter(r -> r.status() == ImportResult.Status.FAILED).findFirst()
                .map(r -> text + " — " + r.problem()).orElse(text);
    }

    public ObservableList<Run> runs() {
        return FXCollections.unmodifiableObservableList(runs);
    }

    public ObservableList<Measurement> measurements() {
        return FXCollections.unmodifiableObservableList(measurements);
    }

    public StringProperty filterTextProperty() {
        return filterText;
    }

    public ObjectProperty<Run> selectedProperty() {
        return selected;
    }

    /** The outcome of the user's last command (import, delete), or what went wrong. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** How many runs the table shows, and under which filter. */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ImportSummary> lastImportProperty() {
        return lastImport.getReadOnlyProperty();
    }

    /** Turns the import's byte counts into the status bar's fraction and message. */
    private static final class ProgressReport implements ImportListener {
        private final Background.Progress progress;
        private Path current;
        private int index;
        private int total;

        ProgressReport(Background.Progress progress) {
            this.progress = progress;
        }

        @Override
        public void started(Path input, int i, int count) {
            current = input;
            index = i;
            total = count;
            progress.update((double) i / Math.max(count, 1), "Importing " + input.getFileName()
                    + " (" + (i + 1) + " of " + count + ")");
        }

        @Override
        public void progress(long done, long size) {
            double withinFile = size == 0 ? 0 : (double) done / size;
            progress.update((index + withinFile) / Math.max(total, 1), "Importing " + current.getFileName()
                    + " (" + (index + 1) + " of " + total + ")");
        }
    }
}
