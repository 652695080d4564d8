package org.benchlens.ui.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
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

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.charts.TrendChart;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.ui.trend.TrendViewModel.ChangeRow;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.runs.MainView;

/**
 * View ▸ Trend… (Ctrl+Shift+T) on the Insert Benchmark sample's 13 cached runs: the l.i2 step drops
 * at 17beta1, the chart marks it, the table lists it as a regression, and a double click on it opens
 * Compare on the ten runs before against the three after.
 */
@ExtendWith(ApplicationExtension.class)
class TrendWindowTest {

    @TempDir
    static Path storeFolder;
    private static Store store;
    private FxBackground background;
    private MainView view;

    @BeforeAll
    static void importSample() {
        store = Store.open(StoreLocation.file(storeFolder.resolve("store")));
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed())
                .isFalse();
    }

    @AfterAll
    static void closeStore() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        stage.setScene(new Scene(view, 1200, 750));
        stage.show();
        view.model().refresh();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> List.copyOf(Window.getWindows()).stream().filter(w -> w != view.getScene().getWindow())
                .forEach(Window::hide));
        background.shutdown();
    }

    @Test
    void theL_i2RegressionAt17beta1IsMarkedListedAndOpensCompareOnItsTwoSides(FxRobot robot) throws Exception {
        TableView<?> runs = robot.lookup("#runs").queryTableView();
        robot.interact(() -> view.model().filterTextProperty().set("workload=cached"));
        waitUntil(() -> runs.getItems().size() == 13);
        robot.clickOn(runs).press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.T).release(KeyCode.T, KeyCode.SHIFT,
                KeyCode.CONTROL);
        Stage trend = window("BenchLens — Trend of 13 runs: workload=cached");
        Node root = trend.getScene().getRoot();
        Label summary = robot.from(root).lookup("#trend-summary").queryAs(Label.class);
        waitUntil(() -> !summary.getText().isEmpty());

        ComboBox<String> step = robot.from(root).lookup("#trend-step").queryComboBox();
        robot.interact(() -> step.setValue("l.i2"));
        waitUntil(() -> summary.getText().startsWith("1 series, 1 change (window 30, p ≤ 0.001); 13 runs"));

        // the marker: one triangle down where the new level starts, the 11th point (17beta1) at 40 480 inserts/s
        XYPlot plot = (XYPlot) robot.from(root).lookup("#trend-chart").queryAs(ChartViewer.class).getChart().getPlot();
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getItemCount(0)).isEqualTo(1);
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getXValue(0, 0)).isEqualTo(10);
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getYValue(0, 0)).isEqualTo(40480);
        assertThat(TrendChart.Layer.IMPROVEMENTS.of(plot).getItemCount(0)).isZero();

        TableView<ChangeRow> changes = robot.from(root).lookup("#trend-changes").queryTableView();
        assertThat(changes.getItems()).hasSize(1);
        ChangeRow change = changes.getItems().get(0);
        assertThat(change.series().name()).isEqualTo("l.i2");
        assertThat(change.change().x()).isEqualTo("17beta1");
        assertThat(change.change().meanBefore()).isEqualTo(44000);
        assertThat(change.change().meanAfter()).isEqualTo(40480);
        TableRow<?> shown = robot.from(changes).lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.getItem() == change).findFirst().orElseThrow();
        assertThat(shown.getStyleClass()).contains("regression");

        robot.doubleClickOn(shown);
        Stage compare = window("BenchLens — Compare");
        TableView<Comparison.Row> table = robot.from(compare.getScene().getRoot()).lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 2);
        Comparison.Row before = table.getItems().get(0);
        Comparison.Row after = table.getItems().get(1);
        assertThat(before.name()).isEqualTo("before");
        assertThat(before.runIds()).hasSize(10);
        assertThat(after.name()).isEqualTo("after");
        assertThat(after.runIds()).hasSize(3);
        TableCell<?, ?> cell = robot.from(compare.getScene().getRoot()).lookup(".table-cell")
                .queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() == after
                        && c.getTableColumn() != null && "l.i2".equals(c.getTableColumn().getText()))
                .findFirst().orElseThrow();
        // 40 480 / 44 000: the level after is 8 % lower, red
        assertThat(cell.getText()).startsWith("0.92");
        assertThat(cell.getPseudoClassStates()).extracting(PseudoClass::getPseudoClassName).contains("ratio-red");
        assertThat(robot.from(compare.getScene().getRoot()).lookup("#compare-described").queryAs(Label.class).getText())
                .startsWith("13 runs: l.i2 before and after 17beta1");
        // what differs between the runs of a side is pooled, nothing else
        assertThat(robot.from(compare.getScene().getRoot()).lookup("#compare-title").queryAs(Label.class).getText())
                .isEqualTo("throughput by side and step, relative to before, pooled over base, dbms, row, version");
    }

    private static Stage window(String title) throws Exception {
        waitUntil(() -> Window.getWindows().stream().anyMatch(w -> w instanceof Stage s && s.getTitle().equals(title)));
        Optional<Stage> found = Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getTitle().equals(title))
                .map(Stage.class::cast).findFirst();
        return found.orElseThrow();
    }
}
