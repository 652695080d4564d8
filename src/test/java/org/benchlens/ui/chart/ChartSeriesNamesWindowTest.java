package org.benchlens.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
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
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartSettings;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/** The Chart window's series list shows the Insert Benchmark's DBMS names as the report writes them. */
@ExtendWith(ApplicationExtension.class)
class ChartSeriesNamesWindowTest {

    private static Store store;
    private FxBackground background;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        ImportHarness.importInto(store, Path.of("sample-data", "insert-benchmark-pg12-17"));
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        List<Run> cached = store.read(session -> session.runs().list(RunFilter.where(Map.of("workload", "cached"))));
        background = new FxBackground();
        stage.setScene(new Scene(new StackPane(), 200, 100));
        stage.show();
        ChartViewModel model = new ChartViewModel(Workspace.on(store), background, cached,
                ChartSettings.builder(ChartKind.BARS).rows("dbms").build());
        ChartWindow.open(stage, model, cached.size());
    }

    @AfterEach
    void close() {
        background.shutdown();
    }

    @Test
    void aSeriesNameKeepsItsFirstUnderscore(FxRobot robot) throws Exception {
        ChartViewer viewer = robot.lookup("#chart").queryAs(ChartViewer.class);
        waitUntil(() -> viewer.getChart() != null);
        ListView<String> series = robot.lookup("#chart-series").queryListView();
        waitUntil(() -> series.getItems().contains("pg1219_o2nofp.cx10a_c24r64"));

        // the words drawn on screen, not the control's text: a mnemonic takes the underscore out of the former only
        List<String> shown = robot.from(series).lookup(".check-box .text").queryAllAs(Text.class).stream()
                .map(Text::getText).toList();
        assertThat(shown).contains("pg1219_o2nofp.cx10a_c24r64", "pg1220_o2nofp.cx10a_c24r64")
                .doesNotContain("pg1219o2nofp.cx10a_c24r64");
    }
}
