package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
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
import org.benchlens.ui.runs.MainView;
import org.benchlens.ui.runs.RunRow;

/**
 * Every window on the sample data at 1024×700, the smallest screen the window is made for (the main window,
 * a run's details, Compare, a bar chart, a sweep chart with its capacity table, Trend), and each dialog of the
 * Run menu at the size it opens at: no label, button, column header or table cell that carries a figure or a
 * command shows less than its text (an ellipsis), and no label or button outside a scrolling area reaches
 * past the window's edge.
 */
@ExtendWith(ApplicationExtension.class)
class NothingCutAt1024Test {

    private static final double WIDTH = 1024;
    private static final double HEIGHT = 700;
    private static final Pattern FIGURE = Pattern.compile("[-+−±<>≤≥~]?\\d");

    private Store store;
    private FxBackground background;
    private MainView view;
    private Stage main;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        assertThat(ImportHarness.importInto(store, Path.of("sample-data/insert-benchmark-pg12-17"),
                Path.of("sample-data/ybio-aurora"), Path.of("sample-data/postgrest-k6"),
                Path.of("sample-data/postgrest-nginx-sweep")).anyFailed()).isFalse();
        background = new FxBackground();
        view = BenchLensApp.mainView(stage, Workspace.on(store), background);
        Scene scene = new Scene(view, WIDTH, HEIGHT);
        scene.getStylesheets().add(BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        main = stage;
        view.model().refresh();
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    @Test
    void theRunsListCompareChartAndTrendShowEveryFigureAndCommandWhole(FxRobot robot) throws Exception {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> runs.getItems().size() > 50);
        robot.interact(() -> runs.getSelectionModel().select(0)); // its details below the list
        settle();
        assertThat(cut(main)).as("cut in the main window").isEmpty();

        for (MenuItem item : menu("_Run").getItems()) {
            if (item.getText() != null) {
                Stage dialog = opened(robot, item);
                settle();
                assertThat(cut(dialog)).as("cut in " + dialog.getTitle()).isEmpty();
                robot.interact(dialog::close);
            }
        }

        robot.clickOn("#filter").write("format=ibench workload=cached");
        waitUntil(() -> runs.getItems().size() == 13);
        robot.clickOn(runs);
        robot.interact(() -> runs.getSelectionModel().selectAll());

        Stage compare = open(robot, "Compare…", "BenchLens — Compare");
        TableView<?> comparison = robot.from(compare.getScene().getRoot()).lookup("#comparison").queryTableView();
        waitUntil(() -> !comparison.getItems().isEmpty());
        settle();
        assertThat(cut(compare)).as("cut in Compare").isEmpty();
        robot.interact(compare::close);

        Stage chart = open(robot, "Chart…", "Chart of");
        settle();
        assertThat(cut(chart)).as("cut in the chart window").isEmpty();
        robot.interact(chart::close);

        // the nginx sweep: 10 to 150 VUs of 2, 4 and 8 PostgREST behind nginx, 330 runs
        TextField filter = robot.lookup("#filter").queryAs(TextField.class);
        robot.interact(() -> filter.setText("format=table"));
        waitUntil(() -> runs.getItems().size() >= 330);
        robot.clickOn(runs);
        robot.interact(() -> runs.getSelectionModel().selectAll());
        Stage sweep = open(robot, "Chart…", "Chart of");
        settle();
        assertThat(cut(sweep)).as("cut in the sweep chart and its capacity table").isEmpty();
        robot.interact(sweep::close);

        // Postgres 12 to 17 on the Insert Benchmark, by version
        robot.interact(() -> filter.setText("format=ibench workload=cached"));
        waitUntil(() -> runs.getItems().size() == 13);
        Stage trend = open(robot, "Trend…", "BenchLens — Trend");
        settle();
        assertThat(cut(trend)).as("cut in the trend window").isEmpty();
    }

    /**
     * The runs list's headline figure is the first thing after the run's id, in sight without scrolling sideways
     * and whole, on every run of the sample data (the Insert Benchmark's "1,000,000 inserts/s (l.i0)" is the
     * longest): the figure an analyst looks for is not behind a 380-pixel Name column.
     */
    @Test
    void theHeadlineThroughputComesBeforeTheNameAndReadsWholeWithoutScrolling(FxRobot robot) throws Exception {
        TableView<RunRow> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> runs.getItems().size() > 50);
        settle();
        List<String> order = runs.getVisibleLeafColumns().stream().map(c -> c.getId()).toList();
        assertThat(order.indexOf("col-throughput")).as("columns " + order).isLessThan(order.indexOf("col-name"))
                .isLessThanOrEqualTo(order.indexOf("col-id") + 1);

        List<Labeled> figures = WaitForAsyncUtils.asyncFx(() -> runs.lookupAll(".table-cell").stream()
                .filter(cell -> cell instanceof TableCell<?, ?> c && c.isVisible() && c.getTableColumn() != null
                        && "col-throughput".equals(c.getTableColumn().getId()))
                .map(Labeled.class::cast).filter(cell -> cell.getText() != null && !cell.getText().isBlank())
                .toList()).get();
        assertThat(figures).as("throughput cells in view").hasSizeGreaterThan(10);
        Bounds table = runs.localToScene(runs.getLayoutBounds());
        for (Labeled figure : figures) {
            Bounds cell = figure.localToScene(figure.getLayoutBounds());
            assertThat(cell.getMaxX()).as("right edge of '" + figure.getText() + "'").isLessThanOrEqualTo(table.getMaxX());
            Node shown = figure.lookup(".text");
            assertThat(shown).isInstanceOf(Text.class);
            assertThat(((Text) shown).getText()).as("throughput cell").isEqualTo(figure.getText());
        }
        assertThat(figures.stream().map(Labeled::getText)).anyMatch(text -> text.contains("inserts/s"));
    }

    private Menu menu(String name) {
        return ((MenuBar) main.getScene().getRoot().lookup(".menu-bar")).getMenus().stream()
                .filter(menu -> name.equals(menu.getText())).findFirst().orElseThrow();
    }

    /** Chooses {@code item} and waits for the one window it opens, at the size it opens at. */
    private static Stage opened(FxRobot robot, MenuItem item) throws TimeoutException {
        List<Window> before = List.copyOf(Window.getWindows());
        // a dialog may wait for its answer in the event loop: chosen without waiting for it to end
        Platform.runLater(item::fire);
        waitUntil(() -> Window.getWindows().stream().anyMatch(w -> !before.contains(w) && w instanceof Stage));
        return Window.getWindows().stream().filter(w -> !before.contains(w) && w instanceof Stage)
                .map(Stage.class::cast).findFirst().orElseThrow();
    }

    /** Chooses the main window's menu item {@code item} ("Chart…") and waits for the window it opens. */
    private Stage open(FxRobot robot, String item, String title) throws TimeoutException {
        robot.interact(() -> ((MenuBar) main.getScene().getRoot().lookup(".menu-bar")).getMenus().stream()
                .flatMap(menu -> menu.getItems().stream()).filter(i -> i.getText() != null && item.equals(i.getText().replace("_", ""))).findFirst()
                .orElseThrow().fire());
        try {
            waitUntil(() -> window(title).isPresent());
        } catch (TimeoutException e) {
            throw new AssertionError("no window '" + title + "' among " + Window.getWindows().stream()
                    .map(w -> w instanceof Stage s ? s.getTitle() : w.toString()).toList(), e);
        }
        Stage stage = window(title).orElseThrow();
        sized(robot, stage);
        return stage;
    }

    private static void sized(FxRobot robot, Stage stage) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(WIDTH);
            stage.setHeight(HEIGHT);
        });
    }

    private static void settle() throws InterruptedException {
        for (int i = 0; i < 10; i++) {
            WaitForAsyncUtils.waitForFxEvents();
            Thread.sleep(100);
        }
    }

    private static Optional<Stage> window(String title) {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getTitle() != null
                && s.getTitle().startsWith(title)).map(Stage.class::cast).findFirst();
    }

    /** What the window shows cut: "label '1,372.48 req/s' shows '1,372.4…'", one line each. */
    private static List<String> cut(Stage stage) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            List<String> found = new ArrayList<>();
            Scene scene = stage.getScene();
            walk(scene.getRoot(), false, scene, found);
            return found;
        }).get();
    }

    private static void walk(Node node, boolean scrolls, Scene scene, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        boolean inScrolling = scrolls || node instanceof ScrollPane || node instanceof TableView
                || node.getStyleClass().contains("virtual-flow");
        if (node instanceof Labeled labeled && carriesAFigureOrACommand(labeled)) {
            Node shown = labeled.lookup(".text");
            if (shown instanceof Text text && !text.getText().equals(written(labeled))) {
                found.add(kind(labeled) + " '" + labeled.getText() + "' shows '" + text.getText() + "'");
            }
            if (!inScrolling && pastTheEdge(labeled, scene)) {
                found.add(kind(labeled) + " '" + labeled.getText() + "' reaches past the window's edge");
            }
        }
        if (node instanceof TextField field && !field.getText().isEmpty() && !inScrolling
                && pastTheEdge(field, scene)) {
            found.add("text field '" + field.getText() + "' reaches past the window's edge");
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                walk(child, inScrolling, scene, found);
            }
        }
    }

    /** The text as the label draws it whole: a menu's mnemonic mark ({@code _File}) is not drawn. */
    private static String written(Labeled labeled) {
        return labeled.isMnemonicParsing() ? labeled.getText().replaceFirst("_", "") : labeled.getText();
    }

    /**
     * A table cell that starts with a figure (a number, a ratio, a time); any other label with a digit in it, a
     * button, a column header. A cell of names or attributes may end in an ellipsis: its tooltip has it whole.
     */
    private static boolean carriesAFigureOrACommand(Labeled labeled) {
        String text = labeled.getText();
        if (text == null || text.isBlank()) {
            return false;
        }
        if (labeled instanceof IndexedCell<?>) {
            return FIGURE.matcher(text).lookingAt();
        }
        return text.chars().anyMatch(Character::isDigit) || labeled instanceof ButtonBase
                || labeled.getParent() != null && labeled.getParent().getStyleClass().contains("column-header");
    }

    private static boolean pastTheEdge(Node node, Scene scene) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return bounds.getWidth() > 0 && (bounds.getMaxX() > scene.getWidth() + 0.5
                || bounds.getMaxY() > scene.getHeight() + 0.5);
    }

    private static String kind(Labeled labeled) {
        return labeled.getClass().getSimpleName();
    }
}
