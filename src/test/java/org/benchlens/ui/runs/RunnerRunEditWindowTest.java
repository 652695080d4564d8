package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
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
import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.http.HttpLoadSettings;
import org.benchlens.runner.http.HttpLoadWorkload;
import org.benchlens.runner.http.TestHttpServer;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.runner.RunMenu;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.compare.CellRepeats;
import org.benchlens.ui.common.CompareScope;
import org.benchlens.ui.compare.CompareViewModel;
import org.benchlens.ui.compare.CompareWindow;
import org.benchlens.ui.compare.RepeatMenu;

/**
 * The measured fault: a runner run's Attributes cell edited in the window (` instance=local-h2`
 * appended, Enter) cut its command, and the run could no longer be repeated. The command now stays
 * byte for byte, the new attribute is stored, and "Repeat these runs…" runs it again, against a
 * server on 127.0.0.1.
 */
@ExtendWith(ApplicationExtension.class)
class RunnerRunEditWindowTest {

    private Stage stage;
    private Store store;
    private Workspace workspace;
    private FxBackground background;
    private TestHttpServer server;

    @Start
    void start(Stage primary) throws Exception {
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

    @Test
    void editingARunnerRunKeepsItsCommandAndItStillRepeats(FxRobot robot) throws Exception {
        // --attr config=quick puts "config=quick" inside the stored JSON command, as in the measurement
        workspace.runner().runner().run(new HttpLoadWorkload(HttpLoadSettings.closed(server.url("/ok"), 1,
                Duration.ofSeconds(1)), Attributes.of(Map.of("config", "quick")), List.of()), RunnerListener.SILENT);
        Run before = onlyRun();
        String command = before.attribute("runner.command");
        assertThat(command).contains("\"--attr\",\"config=quick\"");
        showRuns();

        TableCell<?, ?> cell = attributesCell(robot, before.id());
        assertThat(cell.getText()).isEqualTo(before.attributes().toString());
        robot.clickOn(cell).doubleClickOn(cell);
        waitUntil(() -> robot.lookup("#runs .text-field").tryQuery().isPresent());
        TextField editor = robot.lookup("#runs .text-field").queryAs(TextField.class);
        assertThat(editor.getText()).isEqualTo(before.attributes().toString());
        robot.interact(editor::end);
        robot.write(" instance=local-h2");
        waitUntil(() -> editor.getText().endsWith(" instance=local-h2"));
        robot.type(KeyCode.ENTER);

        waitUntil(() -> "local-h2".equals(onlyRun().attribute("instance")));
        Run edited = onlyRun();
        assertThat(edited.attribute("runner.command")).isEqualTo(command);
        assertThat(edited.attributes().values()).isEqualTo(before.attributes().with("instance", "local-h2").values());
        assertThat(robot.lookup("#status").queryAs(Label.class).getText())
                .isEqualTo("Run " + before.id() + ": attributes saved");

        repeatOnce(robot);
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> runs().size() == 2);
        Run repeated = runs().stream().filter(run -> run.id() != before.id()).findFirst().orElseThrow();
        assertThat(repeated.attribute("repeat")).isEqualTo("2");
        assertThat(repeated.attribute("config")).isEqualTo("quick");
        assertThat(repeated.attribute("runner.command")).isEqualTo(command);
        assertThat(stored(before.id()).attributes()).isEqualTo(edited.attributes());
    }

    private void showRuns() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            RunsViewModel model = new RunsViewModel(workspace, background);
            Scene scene = new Scene(new MainView(model, background), 1200, 750);
            scene.getStylesheets().add(BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
            stage.setScene(scene);
            stage.show();
            model.refresh();
        }).get();
    }

    /** The run's Attributes cell, scrolled into view as a user would. */
    private static TableCell<?, ?> attributesCell(FxRobot robot, long runId) throws Exception {
        TableView<RunRow> table = robot.lookup("#runs").queryTableView();
        waitUntil(() -> table.getItems().size() == 1);
        robot.interact(() -> table.scrollToColumn(table.getColumns().stream()
                .filter(c -> "col-attributes".equals(c.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableColumn() != null && "col-attributes".equals(c.getTableColumn().getId())
                        && c.getTableRow() != null && c.getTableRow().getItem() instanceof RunRow row
                        && row.id() == runId)
                .findFirst().orElseThrow(() -> new AssertionError("no Attributes cell of run " + runId));
    }

    /** The Compare window's "Repeat these runs…" on the cell of config=quick, one more run. */
    private void repeatOnce(FxRobot robot) throws Exception {
        CompareViewModel[] compare = new CompareViewModel[1];
        WaitForAsyncUtils.asyncFx(() -> {
            compare[0] = new CompareViewModel(workspace, background);
            compare[0].settings().rowAttributeProperty().set("config");
            RunMenu runner = RunMenu.fill(new Menu(), stage, workspace, background, stored -> { });
            CompareWindow.show(stage, compare[0], owner -> Optional.empty(), owner -> Optional.empty(),
                    new CellRepeats(workspace, background, runner::submit, compare[0]));
            compare[0].load(new CompareScope(runs(), "", false));
        }).get();
        waitUntil(() -> compare[0].comparisonProperty().get() != null);
        TableCell<?, ?> cell = robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Comparison.Row r
                        && r.name().equals("quick") && c.getTableColumn() != null
                        && Integer.valueOf(0).equals(c.getTableColumn().getUserData()))
                .findFirst().orElseThrow(() -> new AssertionError("no Compare cell of config=quick"));
        // the headless platform sends no context menu request on a right click: it is sent as the platform would
        WaitForAsyncUtils.asyncFx(() -> {
            javafx.geometry.Bounds bounds = cell.localToScreen(cell.getBoundsInLocal());
            cell.fireEvent(new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, cell.getWidth() / 2,
                    cell.getHeight() / 2, bounds.getCenterX(), bounds.getCenterY(), false, null));
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cell.getContextMenu().getItems().get(0).isDisable()).as("the run can be repeated").isFalse();
        robot.clickOn(RepeatMenu.ITEM);
        WaitForAsyncUtils.waitForFxEvents();
        Spinner<Integer> times = robot.lookup("#repeat-times").query();
        robot.interact(() -> times.getValueFactory().setValue(1));
        Button queue = robot.lookup("Queue runs").queryButton();
        WaitForAsyncUtils.asyncFx(queue::fire).get();
    }

    private List<Run> runs() {
        return store.read(session -> session.runs().list(RunFilter.ALL));
    }

    private Run onlyRun() {
        List<Run> runs = runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private Run stored(long id) {
        return store.read(session -> session.runs().find(id).orElseThrow());
    }
}
