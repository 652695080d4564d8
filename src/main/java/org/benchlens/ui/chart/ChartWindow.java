package org.benchlens.ui.chart;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.LastFolder;
import org.benchlens.ui.common.WindowHelp;
import org.benchlens.ui.common.WindowPlacement;

/** The chart window of a selection of runs: one entry point for the main window's menu. */
public final class ChartWindow {

    private ChartWindow() {
    }

    /** Opens a chart of the selected runs beside {@code owner}; the runs are read in the background. */
    public static Stage open(Window owner, Workspace workspace, Background background, List<Run> selected) {
        return open(owner, workspace, background, selected, ChartWindow::askExportFile);
    }

    /** As {@link #open(Window, Workspace, Background, List)}, asking for export files with {@code chooseExportFile}. */
    public static Stage open(Window owner, Workspace workspace, Background background, List<Run> selected,
                      BiFunction<Window, String, Path> chooseExportFile) {
        return open(owner, new ChartViewModel(workspace, background, selected), selected.size(), chooseExportFile);
    }

    /** Opens the chart {@code model} draws (such as a Compare table's) beside {@code owner}. */
    public static Stage open(Window owner, ChartViewModel model, int runs) {
        return open(owner, model, runs, ChartWindow::askExportFile);
    }

    private static Stage open(Window owner, ChartViewModel model, int runs,
                              BiFunction<Window, String, Path> chooseExportFile) {
        ChartView view = new ChartView(model, chooseExportFile);
        // an ordinary window, as Compare: not kept in front of the main window
        Stage stage = new Stage();
        WindowPlacement.closeWith(stage, owner);
        stage.setTitle("Chart of " + runs + (runs == 1 ? " run" : " runs"));
        Scene scene = new Scene(view);
        scene.getStylesheets().add(Objects.requireNonNull(
                ChartWindow.class.getResource("/org/benchlens/ui/benchlens.css")).toExternalForm());
        WindowPlacement.forUser("chart", 1180, 760).apply(stage, owner);
        WindowPlacement.closeWithKeys(stage, scene);
        WindowHelp.CHART.onF1(scene);
        // Export chart is Ctrl+Shift+E in every window, as in the main window's File menu (Ctrl+E exports tables)
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN,
                KeyCombination.SHIFT_DOWN), view::export);
        stage.setScene(scene);
        stage.show();
        model.load();
        return stage;
    }

    /** A save dialog that suggests {@code suggested} (the chart's title as a file name). */
    private static Path askExportFile(Window window, String suggested) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export chart");
        chooser.getExtensionFilters().setAll(
                new FileChooser.ExtensionFilter("PNG image", "*.png"),
                new FileChooser.ExtensionFilter("SVG drawing", "*.svg"),
                new FileChooser.ExtensionFilter("PDF document", "*.pdf"));
        chooser.setInitialFileName(suggested);
        LastFolder.SAVE.startIn(chooser);
        File file = LastFolder.SAVE.remember(chooser.showSaveDialog(window));
        if (file == null) {
            return null;
        }
        // a name typed without an extension takes the one of the chosen file type
        String extension = chooser.getSelectedExtensionFilter() == null ? ".png"
                : chooser.getSelectedExtensionFilter().getExtensions().get(0).substring(1);
        return file.getName().contains(".") ? file.toPath() : file.toPath().resolveSibling(file.getName() + extension);
    }
}
