package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
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

import org.benchlens.app.Workspace;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.common.WindowHelp;
import org.benchlens.ui.runs.MainView;
import org.benchlens.ui.runs.RunRow;

/** The keyboard in the main window's menus, and F1 in each window: a how-to for that window with its keys. */
@ExtendWith(ApplicationExtension.class)
class KeyboardHelpTest {

    private Store store;
    private FxBackground background;
    private MainView view;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17")).anyFailed())
                .isFalse();
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        stage.setScene(new Scene(view, 1200, 750));
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

    private Menu menu(String name) {
        MenuBar bar = (MenuBar) view.lookup("#menu-bar");
        return bar.getMenus().stream().filter(m -> m.getText().replace("_", "").equals(name)).findFirst().orElseThrow();
    }

    /** The item highlighted in the open menu: the text of the focused item of its popup, empty when none. */
    private static Optional<String> highlighted(Menu menu) {
        return Window.getWindows().stream()
                .filter(w -> w instanceof ContextMenu popup && popup.isShowing()
                        && popup.getItems().get(0) == menu.getItems().get(0))
                .flatMap(w -> w.getScene().getRoot().lookupAll(".menu-item").stream())
                .filter(Node::isFocused)
                .map(item -> ((Label) item.lookup(".label")).getText().replace("_", ""))
                .findFirst();
    }

    private void waitForRuns(FxRobot robot) throws TimeoutException {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> !runs.getItems().isEmpty());
        robot.clickOn(runs);
    }

    @Test
    void altAndALetterOpenThatMenuWithItsFirstItemHighlighted(FxRobot robot) throws TimeoutException {
        waitForRuns(robot);

        robot.press(KeyCode.ALT, KeyCode.H).release(KeyCode.H, KeyCode.ALT);
        waitUntil(() -> menu("Help").isShowing());
        waitUntil(() -> highlighted(menu("Help")).isPresent());
        assertThat(highlighted(menu("Help"))).contains("Formats…");
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !menu("Help").isShowing());

        robot.press(KeyCode.ALT, KeyCode.F).release(KeyCode.F, KeyCode.ALT);
        waitUntil(() -> highlighted(menu("File")).isPresent());
        assertThat(highlighted(menu("File"))).contains("Import…");
        // Down goes on from the highlighted item
        robot.type(KeyCode.DOWN);
        waitUntil(() -> highlighted(menu("File")).equals(Optional.of("Export chart…")));
        robot.type(KeyCode.ESCAPE);
    }

    /** Every item has its underlined letter too: Alt+H, A opens About; Alt+E, F goes to the filter. */
    @Test
    void aLetterInAnOpenMenuChoosesItsUnderlinedItem(FxRobot robot) throws TimeoutException {
        waitForRuns(robot);

        robot.press(KeyCode.ALT, KeyCode.H).release(KeyCode.H, KeyCode.ALT);
        waitUntil(() -> highlighted(menu("Help")).isPresent());
        robot.type(KeyCode.A);
        waitUntil(() -> window("About BenchLens").isPresent());
        robot.interact(() -> window("About BenchLens").orElseThrow().hide());

        robot.press(KeyCode.ALT, KeyCode.E).release(KeyCode.E, KeyCode.ALT);
        waitUntil(() -> highlighted(menu("Edit")).isPresent());
        robot.type(KeyCode.F);
        waitUntil(() -> robot.lookup("#filter").query().isFocused());
        assertThat(menu("Edit").isShowing()).isFalse();
    }

    @Test
    void altThenDownOpensTheFirstMenuOnItsFirstItem(FxRobot robot) throws TimeoutException {
        waitForRuns(robot);

        robot.type(KeyCode.ALT);
        robot.type(KeyCode.DOWN);
        waitUntil(() -> menu("File").isShowing());
        waitUntil(() -> highlighted(menu("File")).isPresent());
        assertThat(highlighted(menu("File"))).contains("Import…");
        robot.type(KeyCode.ESCAPE);
    }

    private static String help(FxRobot robot, String title) throws TimeoutException {
        waitUntil(() -> window("Help — " + title).isPresent());
        Stage help = window("Help — " + title).orElseThrow();
        StringBuilder text = new StringBuilder(((Label) help.getScene().getRoot().lookup("#help-how-to")).getText());
        List<Node> keys = ((GridPane) help.getScene().getRoot().lookup("#help-keys")).getChildren();
        for (int i = 0; i + 1 < keys.size(); i += 2) {
            text.append('\n').append(((Label) keys.get(i)).getText()).append(' ').append(((Label) keys.get(i + 1)).getText());
        }
        robot.interact(help::close);
        return text.toString();
    }

    @Test
    void f1InTheMainWindowSaysHowToUseItWithTheMenusKeys(FxRobot robot) throws TimeoutException {
        waitForRuns(robot);

        robot.type(KeyCode.F1);
        String text = help(robot, "The main window");

        assertThat(text).startsWith("Every run in the store, one a line;")
                .contains("Import results with File ▸ Import…")
                .contains("Ctrl+K View ▸ Compare…")
                .contains("Ctrl+O File ▸ Import…")
                .endsWith("F1 this help");
    }

    private void selectAllAndPress(FxRobot robot, KeyCode... keys) throws TimeoutException {
        waitForRuns(robot);
        robot.interact(() -> robot.lookup("#runs").queryTableView().getSelectionModel().selectAll());
        robot.press(keys).release(keys);
    }

    @Test
    void f1InCompareSaysHowToUseItWithItsKeys(FxRobot robot) throws TimeoutException {
        selectAllAndPress(robot, KeyCode.CONTROL, KeyCode.K);
        waitUntil(() -> window("BenchLens — Compare").isPresent());

        robot.type(KeyCode.F1);
        assertThat(help(robot, "The Compare window")).startsWith("A table of each row's value relative to the base row")
                .containsPattern("Ctrl\\+C copy the table")
                .containsPattern("Ctrl\\+W, Esc close the window");
    }

    @Test
    void f1InChartSaysHowToUseItWithItsKeys(FxRobot robot) throws TimeoutException {
        selectAllAndPress(robot, KeyCode.CONTROL, KeyCode.G);
        waitUntil(() -> window("Chart of").isPresent());

        robot.type(KeyCode.F1);
        assertThat(help(robot, "The Chart window")).startsWith("Draws the runs it was opened on")
                .contains("Ctrl+Shift+E export the chart");
    }

    @Test
    void f1InTrendSaysHowToUseItWithItsKeys(FxRobot robot) throws TimeoutException {
        selectAllAndPress(robot, KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.T);
        waitUntil(() -> window("BenchLens — Trend").isPresent());

        robot.type(KeyCode.F1);
        assertThat(help(robot, "The Trend window")).startsWith("Follows a metric over past runs")
                .contains("Enter on a change: compare the runs before and after it");
    }

    @Test
    void f1InARunnerDialogSaysHowToFillItIn(FxRobot robot) throws TimeoutException {
        waitForRuns(robot);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.H).release(KeyCode.H, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> window("Run HTTP load").isPresent());

        robot.type(KeyCode.F1);
        assertThat(help(robot, "Running HTTP load")).startsWith("Loads one URL from this machine")
                .contains("10,20,40 makes a sweep")
                .contains("Esc cancel: nothing is queued");
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> window("Run HTTP load").isEmpty());
        assertThat(List.of(WindowHelp.values())).allSatisfy(help ->
                assertThat(help.howTo().split("(?<=[.:;])\\s+(?=[A-Z])")).as(help.title()).hasSizeBetween(3, 6));
    }
}
