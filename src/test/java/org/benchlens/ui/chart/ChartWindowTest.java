package org.benchlens.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

import javax.imageio.ImageIO;

import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartFiles;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/** The chart window on the headless platform: the nginx sweep drawn, edited, a series hidden, exported three ways. */
@ExtendWith(ApplicationExtension.class)
class ChartWindowTest {

    @TempDir
    static Path folder;

    private final AtomicReference<Path> exportTo = new AtomicReference<>();
    private static Store store;
    private FxBackground background;
    private Stage window;

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
        List<Run> selected = store.read(session -> session.runs().list(RunFilter.where(Map.of("scenario", "GETSingle"))));
        background = new FxBackground();
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        window = ChartWindow.open(stage, Workspace.on(store), background, selected, (owner, name) -> exportTo.get());
    }

    @AfterEach
    void close() {
        background.shutdown();
    }

    @Test
    void theSweepIsDrawnEditedAndExportedAsPngSvgAndPdf(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        assertThat(window.getTitle()).isEqualTo("Chart of 33 runs");
        // Export… in sight at 1024 x 700, not under its choices' fold
        robot.interact(() -> {
            window.setWidth(1024);
            window.setHeight(700);
        });
        javafx.scene.Node export = robot.lookup("#chart-export").query();
        javafx.geometry.Bounds shown = export.localToScene(export.getBoundsInLocal());
        assertThat(shown.getMaxY()).as("the Export button's bottom").isLessThanOrEqualTo(window.getScene().getHeight());
        assertThat(viewer.getChart().getTitle().getText()).isEqualTo("Throughput vs virtual users, by deployment");
        TextField title = robot.lookup("#chart-title").queryAs(TextField.class);
        assertThat(title.getPromptText()).isEqualTo("Throughput vs virtual users, by deployment");

        robot.clickOn("#chart-title").write("PostgREST behind nginx");
        waitUntil(() -> viewer.getChart().getTitle().getText().equals("PostgREST behind nginx"));

        ListView<String> series = robot.lookup("#chart-series").queryListView();
        assertThat(series.getItems()).containsExactly("2pgrest", "4pgrest", "8pgrest");
        // in the series list: the capacity table under the chart names the series too
        robot.clickOn(robot.from(series).lookup("8pgrest").queryAs(javafx.scene.Node.class));
        waitUntil(() -> !((XYPlot) viewer.getChart().getPlot()).getRenderer().isSeriesVisible(2));

        for (String name : List.of("sweep.png", "sweep.svg", "sweep.pdf")) {
            Path file = folder.resolve(name);
            exportTo.set(file);
            robot.clickOn("#chart-export");
            waitUntil(() -> Files.exists(file) && robot.lookup("#chart-status").queryLabeled().getText()
                    .equals("Exported " + file));
        }

        BufferedImage png = ImageIO.read(folder.resolve("sweep.png").toFile());
        assertThat(png.getWidth()).isEqualTo(2400);
        assertThat(png.getHeight()).isEqualTo(1400);
        assertThat(ChartFiles.svgTexts(folder.resolve("sweep.svg")))
                .contains("PostgREST behind nginx", "2pgrest", "4pgrest").doesNotContain("8pgrest");
        assertThat(ChartFiles.head(folder.resolve("sweep.pdf"), 5)).isEqualTo("%PDF-");
        assertThat(ChartFiles.pdfContent(folder.resolve("sweep.pdf"))).contains("(PostgREST behind nginx) Tj");
    }
}
