package org.benchlens.ui.trend;

import java.util.Objects;
import java.util.function.Function;

import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.benchlens.app.Workspace;
import org.benchlens.runner.Workload;
import org.benchlens.ui.runner.QueuedRun;
import org.benchlens.ui.common.Background;
import org.benchlens.ui.common.WindowHelp;
import org.benchlens.ui.common.WindowPlacement;
import org.benchlens.ui.compare.CellRepeats;
import org.benchlens.ui.common.CompareScope;
import org.benchlens.ui.compare.CompareViewModel;
import org.benchlens.ui.compare.CompareWindow;

/** The Trend window: one entry point for the main window's View ▸ Trend… (Ctrl+Shift+T). */
public final class TrendWindow {

    private TrendWindow() {
    }

    /**
     * Opens the trend of {@code scope}'s runs beside {@code owner}; a change point opens the Compare
     * window on its two sides, whose cells of runner runs can be repeated through {@code runner}.
     */
    public static Stage open(Window owner, Workspace workspace, Background background, CompareScope scope,
                             Function<Workload, QueuedRun> runner) {
        TrendViewModel model = new TrendViewModel(workspace, background, scope);
        TrendView view = new TrendView(model, sides -> {
            CompareViewModel compare = new CompareViewModel(workspace, background);
            CompareWindow.show(owner, compare, CompareWindow::chooseFile, CompareWindow::chooseReportFile,
                    new CellRepeats(workspace, background, runner, compare));
            compare.load(sides);
        });
        Stage stage = new Stage();
        WindowPlacement.closeWith(stage, owner);
        stage.setTitle("BenchLens — Trend of " + scope.describe());
        Scene scene = new Scene(view);
        scene.getStylesheets().add(Objects.requireNonNull(
                TrendWindow.class.getResource("/org/benchlens/ui/benchlens.css")).toExternalForm());
        scene.getStylesheets().add(Objects.requireNonNull(
                TrendWindow.class.getResource("trend.css")).toExternalForm());
        WindowPlacement.forUser("trend", 1180, 760).apply(stage, owner);
        WindowPlacement.closeWithKeys(stage, scene);
        WindowHelp.TREND.onF1(scene);
        stage.setScene(scene);
        stage.show();
        model.load();
        return stage;
    }
}
