package org.benchlens.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.jfree.chart.annotations.XYDrawableAnnotation;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;
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
import org.benchlens.ui.common.FxBackground;

/** The chart window's sweep with its capacity: fit, knee and SLO limit in the chart and the table under it. */
@ExtendWith(ApplicationExtension.class)
class CapacityWindowTest {

    private static Store store;
    private FxBackground background;

    /** Imported before the window's setup, whose time is limited, so a busy machine does not fail it. */
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

    private static long annotations(ChartViewer viewer, double size) {
        return ((XYPlot) viewer.getChart().getPlot()).getAnnotations().stream()
                .filter(a -> a instanceof XYDrawableAnnotation d && d.getDisplayWidth() == size).count();
    }

    @Test
    void theSweepShowsItsFitKneeAndSloLimitWithATableUnderIt(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        TableView<List<String>> table = robot.lookup("#capacity-table").queryTableView();
        Label sentences = robot.lookup("#capacity-sentences").queryAs(Label.class);

        waitUntil(() -> table.getItems().size() == 3);
        assertThat(table.isVisible()).isTrue();
        assertThat(table.getColumns().get(7).getText()).isEqualTo("knee (VUs)");
        assertThat(table.getItems().get(0).get(0)).isEqualTo("2pgrest");
        assertThat(table.getItems().get(0).get(7)).isEqualTo("20");
        assertThat(table.getItems().get(0).get(8)).as("no SLO typed yet").isEmpty();
        // 2pgrest peaks within the levels that served; 4pgrest past them (hollow); 8pgrest far past (none)
        assertThat(annotations(viewer, 15)).as("one N* diamond").isEqualTo(1);
        assertThat(annotations(viewer, 17)).as("one extrapolated N*").isEqualTo(1);

        robot.clickOn("#chart-slo").write("errors<=1%");

        waitUntil(() -> "80".equals(table.getItems().get(0).get(8)));
        assertThat(table.getItems()).extracting(row -> row.get(8)).containsExactly("80", "50", "70");
        assertThat(sentences.getText()).startsWith("2pgrest: 5060 req/s at 80 VUs within errors ≤ 1 %; knee at 20 VUs");
        assertThat(annotations(viewer, 20)).as("three SLO rings").isEqualTo(3);

        robot.clickOn("#chart-capacity");

        waitUntil(() -> table.getItems().isEmpty());
        assertThat(robot.lookup("#capacity").query().isVisible()).isFalse();
        assertThat(annotations(viewer, 15) + annotations(viewer, 20)).isZero();
    }

    /**
     * No SLO typed, the chart drawn again and again: the area around the plot stays white. The peak
     * markers once left a paint behind that turned the next frame's background black.
     */
    @Test
    void theChartBackgroundStaysWhiteWhenTheSweepIsDrawnAgain(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        assertThat(robot.lookup("#chart-slo").queryTextInputControl().getText()).as("no SLO typed").isNullOrEmpty();

        for (int frame = 1; frame <= 3; frame++) {
            assertThat(cornerAfterRedraw(viewer)).as("the chart's corner after frame %d", frame).isEqualTo(Color.WHITE);
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
