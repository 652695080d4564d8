package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
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
import org.benchlens.analysis.Verdict;
import org.benchlens.app.Workspace;
import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.http.HttpLoadSettings;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.TestHttpServer;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.runner.RunMenu;
import org.benchlens.ui.FxWait;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.CompareScope;

/**
 * A Compare cell's "Repeat these runs…", against a real HTTP server on 127.0.0.1: it queues more
 * runs with the cell's settings in the runner window, and the cell shows its new n and verdict;
 * on imported runs it is turned off and says why.
 */
@ExtendWith(ApplicationExtension.class)
class CompareRepeatWindowTest {

    private Stage stage;
    private Store store;
    private Workspace workspace;
    private FxBackground background;
    private CompareViewModel model;
    private TestHttpServer server;

    @Start
    void start(Stage primary) throws IOException {
        stage = primary;
        store = TestStores.h2();
        workspace = Workspace.on(store);
        background = new FxBackground();
        server = new TestHttpServer();
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> List.copyOf(Window.getWindows()).stream()
                .filter(w -> w instanceof Stage s && "BenchLens runner".equals(s.getTitle()))
                .forEach(Window::hide)).get();
        background.shutdown();
        server.close();
        store.close();
    }

    /** One run of the runner against the server, as the Run menu or the command line would store it. */
    private void runnerRun(String variant) throws Exception {
        String url = server.url("/ok");
        workspace.runner().runner().run(new HttpLoadWorkload(HttpLoadSettings.closed(url, 1, Duration.ofSeconds(1)),
                Attributes.of(Map.of("variant", variant)), List.of()), RunnerListener.SILENT);
    }

    /** The Compare window on every run of the store, rows by variant, its cells able to repeat their runs. */
    private void openCompare() throws Exception {
        openCompare("variant");
    }

    private void openCompare(String rows) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            model = new CompareViewModel(workspace, background);
            model.settings().rowAttributeProperty().set(rows);
            RunMenu runner = RunMenu.fill(new Menu(), stage, workspace, background, stored -> { });
            CompareWindow.show(stage, model, owner -> Optional.empty(), owner -> Optional.empty(),
                    new CellRepeats(workspace, background, runner::submit, model));
            model.load(new CompareScope(store.read(session -> session.runs().list(RunFilter.ALL)), "", false));
        }).get();
    }

    private Comparison.Cell modelCell(String row) {
        Comparison shown = model.comparisonProperty().get();
        return shown == null ? null : shown.rows().stream().filter(r -> r.name().equals(row))
                .map(r -> r.cell(0)).findFirst().orElse(null);
    }

    @SuppressWarnings("unchecked")
    private static TableCell<Comparison.Row, Comparison.Cell> cell(FxRobot robot, String row) {
        return robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals(row) && c.getTableColumn() != null
                        && Integer.valueOf(0).equals(c.getTableColumn().getUserData()))
                .findFirst().map(c -> (TableCell<Comparison.Row, Comparison.Cell>) c)
                .orElseThrow(() -> new AssertionError("no cell of " + row + " on screen"));
    }

    /** What the platform sends a cell on a right click or the menu key (the headless platform sends none). */
    private static void askForMenu(TableCell<?, ?> cell) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            javafx.geometry.Bounds bounds = cell.localToScreen(cell.getBoundsInLocal());
            cell.fireEvent(new javafx.scene.input.ContextMenuEvent(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                    cell.getWidth() / 2, cell.getHeight() / 2, bounds.getCenterX(), bounds.getCenterY(), false, null));
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void repeatingACellQueuesItsRunsAndTheCellShowsItsNewNAndVerdict(FxRobot robot) throws Exception {
        runnerRun("a");
        runnerRun("a");
        runnerRun("b");
        openCompare();
        FxWait.waitUntil(() -> modelCell("b") != null);
        assertThat(modelCell("b").n()).isEqualTo(1);
        assertThat(modelCell("b").verdict()).isEqualTo(Verdict.ONE_RUN);
        assertThat(cell(robot, "b").getText()).contains("n=1");

        askForMenu(cell(robot, "b"));
        robot.clickOn(RepeatMenu.ITEM);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#repeat-times").<javafx.scene.control.Spinner<Integer>>query().getValue())
                .as("three more runs unless told").isEqualTo(3);
        javafx.scene.control.Button queue = robot.lookup("Queue runs").queryButton();
        WaitForAsyncUtils.asyncFx(queue::fire).get(); // a click may land beside a dialog the headless screen cuts


        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> modelCell("b") != null && modelCell("b").n() == 4);
        WaitForAsyncUtils.waitForFxEvents();
        Comparison.Cell repeated = modelCell("b");
        assertThat(repeated.verdict()).as("four runs against two are tested").isIn(Verdict.NOISE, Verdict.SPREAD);
        assertThat(repeated.p()).isBetween(0.0, 1.0);
        assertThat(cell(robot, "b").getText()).doesNotContain("n=1").containsAnyOf("~", "±");
        List<org.benchlens.model.Run> runsOfB = store.read(session -> session.runs().list(
                RunFilter.where(Map.of("variant", "b"))));
        assertThat(runsOfB).extracting(run -> run.attribute("repeat")).containsExactlyInAnyOrder(null, "2", "3", "4");
        assertThat(modelCell("a").n()).as("the other cell is left as it was").isEqualTo(2);
    }

    @Test
    void importedRunsCannotBeRepeatedAndTheMenuSaysWhy(FxRobot robot) throws Exception {
        assertThat(ImportHarness.importInto(store, Fixtures.path(
                "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json")).anyFailed()).isFalse();
        store.transaction(session -> {
            for (org.benchlens.model.Run run : session.runs().list(RunFilter.ALL)) {
                session.runs().setAttribute(run.id(), "variant", "k6");
            }
            return null;
        });
        openCompare();
        FxWait.waitUntil(() -> modelCell("k6") != null);

        askForMenu(cell(robot, "k6"));
        WaitForAsyncUtils.waitForFxEvents();

        List<MenuItem> items = cell(robot, "k6").getContextMenu().getItems();
        assertThat(cell(robot, "k6").getContextMenu().isShowing()).isTrue();
        assertThat(items.get(0).getText()).isEqualTo("Repeat these runs…");
        assertThat(items.get(0).isDisable()).isTrue();
        assertThat(items.get(1).getText()).startsWith("Imported runs carry no runner settings: run 1 (")
                .endsWith(") was imported, so it cannot be run again.");
        robot.press(javafx.scene.input.KeyCode.ESCAPE).release(javafx.scene.input.KeyCode.ESCAPE);
    }

    @Test
    void repeatingOneLevelOfASweepRepeatsThatLevelOnlyAndSaysHowManyRunsBeforehand(FxRobot robot) throws Exception {
        String url = server.url("/ok");
        workspace.runner().runner().run(new HttpLoadWorkload(HttpLoadSettings.closed(url, 1, Duration.ofSeconds(1))
                .withSweep(List.of(1, 2)), Attributes.EMPTY, List.of()), RunnerListener.SILENT);
        openCompare("vus");
        FxWait.waitUntil(() -> modelCell("2") != null);
        assertThat(modelCell("1").n()).isEqualTo(1);

        askForMenu(cell(robot, "2"));
        robot.clickOn(RepeatMenu.ITEM);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Spinner<Integer> times = robot.lookup("#repeat-times").query();
        WaitForAsyncUtils.asyncFx(() -> times.getValueFactory().setValue(2)).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#repeat-load").queryLabeled().getText())
                .as("two more of the one 2-VU run, each about as long as it took")
                .matches("Queues 2 runs, about [12] s in all\\.");
        javafx.scene.control.Button queue = robot.lookup("Queue runs").queryButton();
        WaitForAsyncUtils.asyncFx(queue::fire).get();

        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> modelCell("2") != null && modelCell("2").n() == 3);
        WaitForAsyncUtils.waitForFxEvents();
        List<org.benchlens.model.Run> all = store.read(session -> session.runs().list(RunFilter.ALL));
        assertThat(all).extracting(run -> run.attribute("vus") + "/" + run.attribute("repeat"))
                .as("the 2-VU level twice more, not the whole 1/2 sweep")
                .containsExactlyInAnyOrder("1/null", "2/null", "2/2", "2/3");
        assertThat(modelCell("1").n()).as("the base row is left as it was").isEqualTo(1);
    }
}
