package org.benchlens.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.Workspace;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;
import org.benchlens.ui.runs.MainView;

/**
 * View ▸ Compare… from the main window, as a user opens it: it compares what the runs table shows (or
 * the selection), says so in its header, refuses to average the cached and IO-bound Insert Benchmark
 * runs into one cell, narrows in one click, and offers to follow the main window's filter.
 */
@ExtendWith(ApplicationExtension.class)
class CompareScopeWindowTest {

    /** One store for the class: the tests only read it. */
    private static Store store;
    private FxBackground background;
    private MainView view;

    @BeforeAll
    static void importSamples() {
        store = TestStores.h2();
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
    void close() {
        background.shutdown();
    }

    private static TableView<?> runs(FxRobot robot) {
        return robot.lookup("#runs").queryTableView();
    }

    private void filter(FxRobot robot, String text) throws TimeoutException {
        robot.interact(() -> view.model().filterTextProperty().set(text));
        waitUntil(() -> runs(robot).getItems().size() == (text.contains("workload=") ? 13 : 26));
    }

    /** View ▸ Compare… in the main window; the Compare window's root, once it has loaded. */
    private Node openCompare(FxRobot robot) throws TimeoutException {
        return openCompare(robot, () -> { });
    }

    /** Selects (on the FX thread, just before) and chooses View ▸ Compare…. */
    private Node openCompare(FxRobot robot, Runnable select) throws TimeoutException {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            select.run();
            bar.getMenus().stream().flatMap(menu -> menu.getItems().stream())
                    .filter(item -> "_Compare…".equals(item.getText())).findFirst().orElseThrow().fire();
        });
        waitUntil(() -> compareRoot(robot) != null);
        Node root = compareRoot(robot);
        waitUntil(() -> !text(root, "#compare-described").isEmpty());
        return root;
    }

    private static Node compareRoot(FxRobot robot) {
        return robot.listTargetWindows().stream().filter(w -> w instanceof Stage s
                        && "BenchLens — Compare".equals(s.getTitle()) && s.isShowing())
                .map(Window::getScene).map(Scene::getRoot).findFirst().orElse(null);
    }

    private static String text(Node root, String id) {
        Node node = root.lookup(id);
        return node == null ? "" : ((Label) node).getText();
    }

    @SuppressWarnings("unchecked")
    private static TableView<Comparison.Row> table(Node root) {
        return (TableView<Comparison.Row>) root.lookup("#comparison");
    }

    @Test
    void itComparesTheFilteredListAndSaysSo(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 26);
        filter(robot, "workload=cached");

        Node compare = openCompare(robot);

        assertThat(text(compare, "#compare-described")).isEqualTo("13 runs: workload=cached");
        waitUntil(() -> table(compare).getItems().size() == 13);
        assertThat(text(compare, "#compare-problem")).isEmpty();
    }

    @Test
    @SuppressWarnings("unchecked")
    void itRefusesToAverageCachedAndIoBoundRunsAndNarrowsInOneClick(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 26);

        Node compare = openCompare(robot);
        assertThat(text(compare, "#compare-described")).isEqualTo("26 runs: all");
        robot.interact(() -> ((ComboBox<String>) compare.lookup("#rows")).setValue("version"));

        waitUntil(() -> text(compare, "#compare-problem").startsWith("the runs of version=12.19, step l.i0 differ in"
                + " workload (cached, io-bound)"));
        assertThat(table(compare).getItems()).as("no table of numbers nobody measured").isEmpty();
        assertThat(compare.lookup("#split-by").isVisible()).isTrue();

        robot.clickOn(compare.lookup("#only-0"));

        waitUntil(() -> table(compare).getItems().size() == 13);
        assertThat(text(compare, "#compare-problem")).isEmpty();
        assertThat(text(compare, "#compare-described")).isEqualTo("26 runs: all; 13 with workload=cached");
    }

    @Test
    void aNewFilterInTheMainWindowIsOfferedAndFollowedOnRequest(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 26);
        filter(robot, "workload=cached");
        Node compare = openCompare(robot);
        assertThat(compare.lookup("#refresh-bar").isVisible()).isFalse();

        filter(robot, "workload=io-bound");

        waitUntil(() -> compare.lookup("#refresh-bar").isVisible());
        assertThat(text(compare, "#refresh-offer")).isEqualTo("The main window's filter is now \"workload=io-bound\"");
        assertThat(text(compare, "#compare-described")).as("nothing changes until asked").isEqualTo("13 runs: workload=cached");
        robot.clickOn(compare.lookup("#refresh-scope"));
        waitUntil(() -> text(compare, "#compare-described").equals("13 runs: workload=io-bound"));
        assertThat(compare.lookup("#refresh-bar").isVisible()).isFalse();
    }

    @Test
    void severalSelectedRunsAreTheScope(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 26);
        filter(robot, "workload=cached");
        Node compare = openCompare(robot, () -> runs(robot).getSelectionModel().selectIndices(0, 1, 2));

        assertThat(text(compare, "#compare-described")).isEqualTo("3 selected runs");
        waitUntil(() -> table(compare).getItems().size() == 3);
        assertThat(List.copyOf(table(compare).getItems()).get(0).cells()).isNotEmpty();
    }
}
