package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.runs.MainView;
import org.benchlens.ui.runs.RunRow;

/**
 * The main window as the application assembles it: runs selected in the browser open Compare
 * (Ctrl+K) and Chart (Ctrl+G) on exactly those runs.
 */
@ExtendWith(ApplicationExtension.class)
class MenuWindowsTest {

    private Store store;
    private FxBackground background;
    private MainView view;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17"),
                Path.of("sample-data/ybio-aurora")).anyFailed()).isFalse();
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        Scene scene = new Scene(view, 1200, 750);
        scene.getStylesheets().add(BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        view.model().refresh();
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private static Optional<Stage> window(String title) {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getTitle() != null
                && s.getTitle().startsWith(title)).map(Stage.class::cast).findFirst();
    }

    /** Filters the browser to the cached Insert Benchmark runs and selects them all. */
    private void selectCachedInsertBenchmarkRuns(FxRobot robot) throws TimeoutException {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> !runs.getItems().isEmpty());
        robot.clickOn("#filter").write("workload=cached format=ibench");
        waitUntil(() -> runs.getItems().size() == 13);
        robot.clickOn(runs); // the shortcuts go to the focused window
        robot.interact(() -> runs.getSelectionModel().selectAll());
    }

    @Test
    void compareOpensOnTheSelectedRunsWithColouredRatios(FxRobot robot) throws TimeoutException {
        selectCachedInsertBenchmarkRuns(robot);

        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        waitUntil(() -> window("BenchLens — Compare").isPresent());
        Stage compare = window("BenchLens — Compare").orElseThrow();
        assertThat(compare.getOwner()).as("an ordinary window: the main window can go in front of it").isNull();
        robot.interact(() -> robot.from(compare.getScene().getRoot()).lookup("#rows").<ComboBox<String>>query()
                .setValue("version"));
        TableView<Comparison.Row> table = robot.from(compare.getScene().getRoot()).lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 13 && table.getItems().get(0).name().equals("12.19"));

        // seed 004: Postgres 17beta3 against 12.19, cached: l.i1 1.09, l.i2 0.92, l.i0 0.98
        assertCell(robot, compare, "17beta3", "l.i1", "1.09", Color.web("#c9e7c4"));
        assertCell(robot, compare, "17beta3", "l.i2", "0.92", Color.web("#f4c7c3"));
        assertCell(robot, compare, "17beta3", "l.i0", "0.98", Color.web("#e8e8e8"));
    }

    @Test
    void aSecondCompareStartsFromTheRowsChosenInTheFirst(FxRobot robot) throws TimeoutException {
        selectCachedInsertBenchmarkRuns(robot);
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        waitUntil(() -> window("BenchLens — Compare").isPresent());
        Stage first = window("BenchLens — Compare").orElseThrow();
        ComboBox<String> rows = robot.from(first.getScene().getRoot()).lookup("#rows").query();
        waitUntil(() -> "version".equals(rows.getValue()));
        robot.interact(() -> rows.setValue("dbms"));
        robot.interact(first::close);

        // View ▸ Compare… again, on the same runs
        robot.interact(() -> ((MenuBar) view.lookup(".menu-bar")).getMenus().stream()
                .flatMap(menu -> menu.getItems().stream()).filter(item -> "_Compare…".equals(item.getText()))
                .findFirst().orElseThrow().fire());
        waitUntil(() -> window("BenchLens — Compare").isPresent());
        Stage second = window("BenchLens — Compare").orElseThrow();
        ComboBox<String> rowsAgain = robot.from(second.getScene().getRoot()).lookup("#rows").query();
        TableView<Comparison.Row> table = robot.from(second.getScene().getRoot()).lookup("#comparison").queryTableView();
        waitUntil(() -> table.getItems().size() == 13);
        assertThat(rowsAgain.getValue()).as("the rows chosen in the first Compare").isEqualTo("dbms");
        assertThat(table.getItems().get(0).name()).isEqualTo("pg1219_o2nofp.cx10a_c24r64");
        robot.interact(() -> rowsAgain.setValue("version")); // the default again, for the windows opened after
        robot.interact(second::close);
    }

    @Test
    void chartOpensOnTheSelectedRuns(FxRobot robot) throws TimeoutException {
        selectCachedInsertBenchmarkRuns(robot);

        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        waitUntil(() -> window("Chart of").isPresent());
        assertThat(window("Chart of").orElseThrow().getTitle()).isEqualTo("Chart of 13 runs");
        assertThat(window("Chart of").orElseThrow().getOwner()).as("an ordinary window").isNull();
    }

    @Test
    void theRunMenuOpensADialogPerWorkload(FxRobot robot) throws TimeoutException {
        assertThat(view.runMenu().getItems()).extracting(item -> item.getText())
                .containsExactly("_HTTP load…", "_k6 script…", "_YBIO-like…", "_Insert-Benchmark-like…", "_pgbench…", "_sysbench…", null,
                        "_Runner window");

        robot.clickOn("#runs");
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> window("Run HTTP load").isPresent());
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        waitUntil(() -> window("Run HTTP load").isEmpty());
        assertThat(window("BenchLens runner")).as("a cancelled dialog queues nothing").isEmpty();
    }

    @SuppressWarnings("unchecked")
    private static void assertCell(FxRobot robot, Stage window, String row, String column, String text, Color colour) {
        // the table scrolls in itself when the window is shorter than its rows: scroll to the row, as a user would
        TableView<Comparison.Row> table = robot.from(window.getScene().getRoot()).lookup("#comparison").queryTableView();
        robot.interact(() -> table.getItems().stream().filter(r -> r.name().equals(row)).findFirst()
                .ifPresent(table::scrollTo));
        WaitForAsyncUtils.waitForFxEvents();
        TableCell<Comparison.Row, ?> cell = robot.from(window.getScene().getRoot()).lookup(".table-cell")
                .queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals(row) && c.getTableColumn() != null
                        && column.equals(c.getTableColumn().getText()))
                .findFirst().map(c -> (TableCell<Comparison.Row, ?>) c)
                .orElseThrow(() -> new AssertionError("no cell " + row + " / " + column + " on screen"));
        assertThat(cell.getText()).as("%s / %s", row, column).isEqualTo(text);
        assertThat(cell.getBackground().getFills().get(0).getFill()).as("colour of %s / %s", row, column)
                .isEqualTo(colour);
    }
}
