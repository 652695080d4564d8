package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import javafx.scene.control.ComboBox;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/** "Columns: metrics…" in the Compare window: seed 000's first t3anano table, five scenarios by seven figures. */
@ExtendWith(ApplicationExtension.class)
class WholeTableWindowTest {

    @TempDir
    Path folder;
    private static Store store;
    private FxBackground background;
    private CompareViewModel model;
    private Path saved;

    @BeforeAll
    static void importSample() {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/postgrest-k6")).anyFailed()).isFalse();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        saved = folder.resolve("t3anano.csv");
        background = new FxBackground();
        model = new CompareViewModel(Workspace.on(store), background);
        model.settings().whereProperty().set("instance=t3anano table=v7.0.1-first-run.txt");
        model.settings().rowAttributeProperty().set("scenario");
        CompareWindow.show(stage, model, owner -> Optional.of(saved));
        model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.where(Map.of()))), "", false));
    }

    @AfterEach
    void stopBackground() {
        background.shutdown();
    }

    @Test
    @SuppressWarnings("unchecked")
    void metricsAsColumnsShowTheSeedsTableAndSaveIt(FxRobot robot) throws Exception {
        waitUntil(() -> model.comparisonProperty().get() != null);
        ComboBox<String> columns = robot.lookup("#columns").queryComboBox();
        robot.interact(() -> columns.setValue("metric"));

        waitUntil(() -> model.comparisonProperty().get() != null
                && model.comparisonProperty().get().request().columnsAreMetrics());
        assertThat(columns.getConverter().toString(columns.getValue())).isEqualTo("metrics…");
        TextField metrics = robot.lookup("#metric-columns").queryAs(TextField.class);
        assertThat(metrics.isVisible()).isTrue();
        assertThat(metrics.getText()).isEqualTo(
                "throughput,operations,latency.avg,data.received,data.sent,vus.max,errors.rate");
        // values as measured: no Relative pressed, no colours to explain
        assertThat(robot.lookup("#show-ratio").query().getParent().isVisible()).isFalse();
        assertThat(robot.lookup("#legend").query().lookupAll(".label").stream().filter(javafx.scene.Node::isVisible)
                .map(label -> ((javafx.scene.control.Label) label).getText()).toList())
                .noneMatch(text -> text.startsWith("≤") || text.startsWith("≥") || text.equals("between"));
        assertThat(robot.lookup("#legend-text").queryAs(javafx.scene.control.Label.class).getText())
                .startsWith("Each cell is the value as measured, in the unit its column names; no cell is coloured.");
        TableView<Comparison.Row> table = robot.lookup("#comparison").queryAs(TableView.class);
        assertThat(table.getColumns().stream().map(TableColumn::getText).toList()).containsExactly("scenario",
                "throughput (/s)", "operations", "latency.avg (ms)", "data.received (B)", "data.sent (B)", "vus.max",
                "errors.rate (ratio)");
        assertThat(table.getItems()).extracting(Comparison.Row::name)
                .containsExactly("GETSingle", "GETSingleEmbed", "GETAllEmbed", "POSTSingle", "POSTBulk");

        robot.interact(() -> robot.lookup("#save").queryButton().fire());
        waitUntil(() -> model.statusProperty().get().equals("Wrote " + saved));
        assertThat(Files.readAllLines(saved)).containsExactly(
                "# runs: every run with instance=t3anano, table=v7.0.1-first-run.txt",
                "scenario,throughput (/s),operations,latency.avg (ms),data.received (B),data.sent (B),vus.max,errors.rate (ratio)",
                "GETSingle,1372.484403,82435,59.21,24000000,8500000,230,0",
                "GETSingleEmbed,455.587386,27922,1040,341000000,3400000,600,0",
                "GETAllEmbed,28.445898,2091,7470,1700000000,220000,388,0",
                "POSTSingle,1152.393369,69522,258.06,39000000,33000000,580,0",
                "POSTBulk,557.423585,34472,52.96,5100000,240000000,162,0");
    }
}
