package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * A sweep with its capacity and no SLO typed stays white around the plot however often the window
 * redraws it: the peak markers once left a paint behind that turned the next frame's background black.
 */
@ExtendWith(ApplicationExtension.class)
class CapacityChartBackgroundTest {

    private static Store store;
    private FxBackground background;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        ImportHarness.importInto(store, Path.of("sample-data", "postgrest-nginx-sweep"));
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        List<Run> selected = store.read(session -> session.runs().list(RunFilter.where(Map.of("scenario", "POSTBulk"))));
        background = new FxBackground();
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        ChartWindow.open(stage, Workspace.on(store), background, selected, (owner, name) -> null);
    }

    @AfterEach
    void close() {
        background.shutdown();
    }

    @Test
    void theChartBackgroundStaysWhiteWhenTheSweepIsDrawnAgain(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        assertThat(robot.lookup("#chart-slo").queryTextInputControl().getText()).as("no SLO typed").isNullOrEmpty();

        for (int frame = 1; frame <= 3; frame++) {
            Color corner = cornerAfterRedraw(viewer);
            assertThat(corner).as("the chart's corner after frame %d", frame).isEqualTo(Color.WHITE);
        }
    }

    /** Draws the chart again and reads the pixel just inside its top-left corner. */
    private static Color cornerAfterRedraw(ChartViewer viewer) throws Exception {
        CompletableFuture<Color> corner = new CompletableFuture<>();
        Platform.runLater(() -> {
            viewer.getCanvas().draw();
            WritableImage image = viewer.getCanvas().snapshot(null, null);
            corner.complete(image.getPixelReader().getColor(4, 4));
        });
        return corner.get(30, TimeUnit.SECONDS);
    }
}
