package org.benchlens.ui.compare;

import java.io.File;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.runner.Workload;
import org.benchlens.ui.runner.QueuedRun;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.LastFolder;
import org.benchlens.ui.common.WindowHelp;
import org.benchlens.ui.common.WindowPlacement;
import org.benchlens.ui.common.CompareScope;

/** The Compare window: one entry point for the main window's View ▸ Compare… (Ctrl+K). */
public final class CompareWindow {

    /** The rows a person last chose in a Compare window of this session; null until one is chosen. */
    private static String rowsChosenLast;

    private CompareWindow() {
    }

    /**
     * Opens a window comparing {@code scope}, and returns it (already shown). When the main window's
     * {@code filter} changes, the window offers to compare {@code current} scope instead.
     */
    public static Stage open(Window owner, Workspace workspace, Background background, CompareScope scope,
                             ObservableValue<String> filter, Supplier<CompareScope> current,
                             Function<Workload, QueuedRun> runner) {
        CompareViewModel model = new CompareViewModel(workspace, background);
        Stage stage = show(owner, model, CompareWindow::chooseFile, CompareWindow::chooseReportFile,
                new CellRepeats(workspace, background, runner, model));
        // a second Compare starts from the rows the person chose in the last one, where its runs have them
        model.settings().rowAttributeProperty().set(rowsChosenLast);
        model.rowsChosenProperty().addListener((o, was, now) -> rowsChosenLast = now);
        model.load(scope);
        ChangeListener<String> offer = (o, was, now) -> model.offerScope(current, now);
        filter.addListener(offer);
        stage.setOnHidden(e -> filter.removeListener(offer));
        return stage;
    }

    /**
     * File ▸ Export report…: the Compare window on the selected runs, which asks where to write
     * the report as soon as its first table is made; its settings can be changed and the report
     * written again with Export report….
     */
    public static Stage openForReport(Window owner, Workspace workspace, Background background, CompareScope scope) {
        CompareViewModel model = new CompareViewModel(workspace, background);
        Stage stage = show(owner, model, CompareWindow::chooseFile, CompareWindow::chooseReportFile, null);
        CompareView view = (CompareView) stage.getScene().getRoot();
        model.comparisonProperty().addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Comparison> o, Comparison was, Comparison now) {
                if (now != null) {
                    model.comparisonProperty().removeListener(this);
                    Platform.runLater(view::exportReport);
                }
            }
        });
        model.load(scope);
        return stage;
    }

    /** The window around a view model, writing exports and reports where {@code target} says. */
    public static Stage show(Window owner, CompareViewModel model, CompareView.FileTarget target) {
        return show(owner, model, target, target, null);
    }

    /** The window with "Repeat these runs…" on its cells when {@code repeats} is given. */
    public static Stage show(Window owner, CompareViewModel model, CompareView.FileTarget target,
                      CompareView.FileTarget reportTarget, CellRepeats repeats) {
        // not owned by the main window: it goes behind the main window when that is used
        Stage stage = new Stage();
        WindowPlacement.closeWith(stage, owner);
        Scene scene = new Scene(new CompareView(model, target, reportTarget, repeats));
        scene.getStylesheets().add(Objects.requireNonNull(
                CompareWindow.class.getResource("/org/benchlens/ui/benchlens.css")).toExternalForm());
        scene.getStylesheets().add(Objects.requireNonNull(
                CompareWindow.class.getResource("compare.css")).toExternalForm());
        WindowPlacement.forUser("compare", 1180, 770).apply(stage, owner);
        WindowPlacement.closeWithKeys(stage, scene);
        WindowHelp.COMPARE.onF1(scene);
        stage.setTitle("BenchLens — Compare");
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    public static Optional<Path> chooseReportFile(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export report");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("HTML report (*.html)", "*.html"));
        chooser.setInitialFileName("report.html");
        LastFolder.SAVE.startIn(chooser);
        File file = LastFolder.SAVE.remember(chooser.showSaveDialog(owner));
        if (file == null) {
            return Optional.empty();
        }
        return Optional.of(file.getName().contains(".") ? file.toPath() : file.toPath().resolveSibling(file.getName() + ".html"));
    }

    public static Optional<Path> chooseFile(Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save the table");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("HTML page, coloured (*.html)", "*.html"),
                new FileChooser.ExtensionFilter("Markdown (*.md)", "*.md"),
                new FileChooser.ExtensionFilter("CSV (*.csv)", "*.csv"),
                new FileChooser.ExtensionFilter("JSON (*.json)", "*.json"),
                new FileChooser.ExtensionFilter("Text table (*.txt)", "*.txt"));
        chooser.setInitialFileName("comparison.html");
        LastFolder.SAVE.startIn(chooser);
        File file = LastFolder.SAVE.remember(chooser.showSaveDialog(owner));
        if (file == null) {
            return Optional.empty();
        }
        // the chooser does not add the extension of the chosen filter by itself on every platform
        String name = file.getName();
        if (!name.contains(".")) {
            String extension = chooser.getSelectedExtensionFilter() == null ? "*.html"
                    : chooser.getSelectedExtensionFilter().getExtensions().get(0);
            file = new File(file.getParentFile(), name + extension.substring(1));
        }
        return Optional.of(file.toPath());
    }
}
