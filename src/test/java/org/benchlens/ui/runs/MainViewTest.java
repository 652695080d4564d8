package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import java.util.prefs.Preferences;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.BenchLensApp;
import org.benchlens.ui.common.FxBackground;

/** The main window on the headless platform, driven as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainViewTest {

    @TempDir
    Path folder;

    private Store store;
    private FxBackground background;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        store.transaction(session -> {
            session.saveInput(new RunDraft("k6-summary", "GETSingle").attribute("instance", "t3a.nano")
                    .measure("total", "throughput", 1372.484403, "1/s")
                    .measure("total", "latency.p95", 133.97, "ms"), "a.json", "a");
            session.saveInput(new RunDraft("k6-summary", "POSTBulk").attribute("instance", "t3a.nano")
                    .measure("total", "throughput", 557.423585, "1/s"), "b.json", "b");
            session.saveInput(new RunDraft("ybio", "ybio job 7").attribute("instance", "db.r6g.xlarge")
                    .measure("runit", "throughput", 396716, "1/s"), "c.txt", "c");
            return null;
        });
        background = new FxBackground();
        RunsViewModel model = new RunsViewModel(Workspace.on(store), background);
        Scene scene = new Scene(new MainView(model, background), 1200, 750);
        scene.getStylesheets().add(BenchLensApp.class.getResource("/org/benchlens/ui/benchlens.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
        model.refresh();
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private static TableView<RunRow> runs(FxRobot robot) {
        return robot.lookup("#runs").queryTableView();
    }

    private static List<String> names(FxRobot robot) {
        return runs(robot).getItems().stream().map(r -> r.run().name()).toList();
    }

    private Run stored(long id) {
        return store.read(session -> session.runs().find(id).orElseThrow());
    }

    private static void putOnClipboard(FxRobot robot, ClipboardContent content) {
        robot.interact(() -> Clipboard.getSystemClipboard().setContent(content));
    }

    @Test
    void filtersByAttributeAndShowsWhatTheSelectedRunsMeasured(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        assertThat(robot.lookup("#shown").queryAs(Label.class).getText()).isEqualTo("3 runs");
        assertThat(robot.lookup("#store-location").queryAs(Label.class).getText())
                .isEqualTo("Store: " + store.location().jdbcUrl().substring("jdbc:h2:file:".length(),
                        store.location().jdbcUrl().indexOf(';')));

        robot.clickOn("#filter").write("instance=t3a.nano");
        waitUntil(() -> runs(robot).getItems().size() == 2);
        assertThat(robot.lookup("#shown").queryAs(Label.class).getText())
                .isEqualTo("2 runs matching \"instance=t3a.nano\" of 3");
        // Escape clears the filter and leaves the keyboard in it, for the next one
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> runs(robot).getItems().size() == 3);
        assertThat(robot.lookup("#filter").queryAs(TextField.class).getText()).isEmpty();
        assertThat(robot.lookup("#filter").queryAs(TextField.class).isFocused()).isTrue();
        // Down goes on to the list, on its first run
        robot.type(KeyCode.DOWN);
        waitUntil(() -> runs(robot).isFocused());
        assertThat(runs(robot).getSelectionModel().getSelectedIndex()).isZero();
        robot.clickOn("#filter").type(KeyCode.TAB);
        waitUntil(() -> runs(robot).isFocused());
        robot.interact(() -> runs(robot).getSelectionModel().clearSelection());

        robot.clickOn("GETSingle").press(KeyCode.SHIFT).clickOn("POSTBulk").release(KeyCode.SHIFT);
        TableView<MeasurementRow> measurements = robot.lookup("#measurements").queryTableView();
        waitUntil(() -> measurements.getItems().size() == 3);
        assertThat(measurements.getItems()).extracting(r -> r.measurement().value())
                .containsExactly(1372.484403, 133.97, 557.423585);
        assertThat(robot.lookup("#run-title").queryAs(Label.class).getText())
                .isEqualTo("2 runs selected; the lines where they differ are highlighted");
        // side by side, one column per run; the source differs and is highlighted, the instance does not
        TableView<DetailLine> lines = robot.lookup("#run-lines").queryTableView();
        assertThat(lines.getColumns()).extracting(TableColumn::getText).containsExactly("", "#1", "#2");
        assertThat(lines.getItems()).extracting(DetailLine::what).contains("instance", "source");
        assertThat(robot.lookup("#run-lines .differs").queryAll()).extracting(n -> ((TableRow<?>) n).getItem())
                .extracting(line -> ((DetailLine) line).what()).contains("source").doesNotContain("instance");
        assertThat(lines.getItems().stream().filter(l -> l.what().equals("source")).findFirst().orElseThrow().values())
                .containsExactly("a.json", "b.json");
    }

    @Test
    void runsSelectedAfterOneRunKeepTheirColumnsWide(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        TableView<DetailLine> lines = robot.lookup("#run-lines").queryTableView();
        robot.interact(() -> runs(robot).getSelectionModel().select(0));
        waitUntil(() -> lines.getColumns().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertOneRunFillsThePane(lines);
        // three side by side are each as wide as their values, not a few pixels
        robot.interact(() -> runs(robot).getSelectionModel().selectAll());
        waitUntil(() -> lines.getColumns().size() == 4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(lines.getColumns().subList(1, 4)).allSatisfy(column ->
                assertThat(column.getWidth()).as("width of %s", column.getText()).isGreaterThanOrEqualTo(78));
        // and one again fills it
        robot.interact(() -> runs(robot).getSelectionModel().clearAndSelect(2));
        waitUntil(() -> lines.getColumns().size() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertOneRunFillsThePane(lines);
    }

    /** The names as wide as they need, the run's values the rest of the pane, not 80 pixels of it. */
    private static void assertOneRunFillsThePane(TableView<DetailLine> lines) {
        double names = lines.getColumns().get(0).getWidth();
        double values = lines.getColumns().get(1).getWidth();
        assertThat(names).as("the names").isLessThanOrEqualTo(200);
        assertThat(names + values).as("names and values together").isBetween(lines.getWidth() - 30, lines.getWidth());
    }

    @Test
    void runsSideBySideAreReadWholeInAWindowOf1024By700(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        Stage window = (Stage) runs(robot).getScene().getWindow();
        robot.interact(() -> {
            window.setWidth(1024);
            window.setHeight(700);
        });
        robot.interact(() -> runs(robot).getSelectionModel().selectAll());
        TableView<DetailLine> lines = robot.lookup("#run-lines").queryTableView();
        waitUntil(() -> lines.getColumns().size() == 4);
        WaitForAsyncUtils.waitForFxEvents();

        double right = lines.localToScreen(lines.getBoundsInLocal()).getMaxX();
        for (String run : List.of("run-1", "run-2")) {
            List<TableCell<?, ?>> cells = robot.from(lines).lookup(".table-cell").queryAllAs(TableCell.class)
                    .stream().<TableCell<?, ?>>map(c -> c).filter(c -> run.equals(c.getId()) && c.getText() != null
                            && !c.isEmpty()).toList();
            assertThat(cells).as("the values of %s: instance, source, imported", run).hasSize(3);
            for (TableCell<?, ?> cell : cells) {
                assertThat(cell.localToScreen(cell.getBoundsInLocal()).getMaxX()).as("%s in view", cell.getText())
                        .isLessThanOrEqualTo(right);
                assertThat(((Text) cell.lookup(".text")).getText()).as("shown whole").isEqualTo(cell.getText());
            }
        }
    }

    @Test
    void throughputHasGroupedDigitsAndTheUnitOfItsBenchmarkAndTheImportTimeHasItsOwnColumn(FxRobot robot)
            throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        Locale before = Locale.getDefault(Locale.Category.FORMAT);
        try {
            Locale.setDefault(Locale.Category.FORMAT, Locale.US);
            robot.interact(() -> runs(robot).refresh());
            assertThat(cellTexts(robot, "col-throughput"))
                    .containsExactlyInAnyOrder("1,372 req/s", "557.4 req/s", "396,716 rows/s (runit)");
        } finally {
            Locale.setDefault(Locale.Category.FORMAT, before);
        }
        // the sources give no start: the run date is blank, not the import time
        assertThat(cellTexts(robot, "col-date")).containsOnly("");
        assertThat(cellTexts(robot, "col-imported")).allMatch(text -> text.matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d"));
    }

    private static List<String> cellTexts(FxRobot robot, String columnId) {
        return robot.lookup("#runs ." + "table-cell").queryAll().stream()
                .map(n -> (TableCell<?, ?>) n)
                .filter(cell -> cell.getTableColumn() != null && columnId.equals(cell.getTableColumn().getId())
                        && cell.getIndex() < 3 && !cell.isEmpty())
                .map(cell -> cell.getText() == null ? "" : cell.getText()).toList();
    }

    @Test
    void groupingByAnAttributeNamesEachGroupOnceWithItsSize(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        ComboBox<Grouping> grouping = robot.lookup("#grouping").queryComboBox();
        waitUntil(() -> grouping.getItems().size() == 4);
        assertThat(grouping.getItems()).extracting(Grouping::label)
                .containsExactly("no grouping", "format", "source file", "instance");
        // the headless platform shows no popup to click in: the choice is made on the box itself
        robot.interact(() -> grouping.getSelectionModel().select(3));
        waitUntil(() -> robot.lookup(".group-start").queryAll().size() == 2);
        assertThat(robot.lookup(".group-start").queryAll()).extracting(n -> ((TableCell<?, ?>) n).getText())
                .containsExactly("db.r6g.xlarge (1)", "t3a.nano (2)");
        assertThat(names(robot)).containsExactly("ybio job 7", "GETSingle", "POSTBulk");
    }

    @Test
    void anAttributeEditedInPlaceIsSaved(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        // the column may lie beyond the table's right edge: scroll to it, as a user would
        robot.interact(() -> runs(robot).scrollToColumn(runs(robot).getColumns().stream()
                .filter(c -> "col-attributes".equals(c.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        Node cell = robot.lookup("#col-attributes").lookup("instance=db.r6g.xlarge").query();
        robot.clickOn(cell).doubleClickOn(cell);
        waitUntil(() -> robot.lookup("#runs .text-field").tryQuery().isPresent());
        TextField editor = robot.lookup("#runs .text-field").queryAs(TextField.class);
        robot.interact(() -> editor.setText("instance=db.r6g.xlarge version=aurora-13.4"));
        robot.clickOn(editor).type(KeyCode.ENTER);

        waitUntil(() -> "aurora-13.4".equals(stored(3).attribute("version")));
        assertThat(stored(3).attributes().toString()).isEqualTo("version=aurora-13.4 instance=db.r6g.xlarge");
        waitUntil(() -> "aurora-13.4".equals(runs(robot).getItems().get(2).run().attribute("version")));
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).isEqualTo("Run 3: attributes saved");
    }

    @Test
    void f2OnOneRunEditsItsCellInSightAndOnSeveralChangesThemAll(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        robot.interact(() -> runs(robot).getSelectionModel().select(0));
        robot.clickOn(runs(robot)).type(KeyCode.F2);
        waitUntil(() -> robot.lookup("#runs .text-field").tryQuery().isPresent());
        TextField editor = robot.lookup("#runs .text-field").queryAs(TextField.class);
        javafx.geometry.Bounds seen = editor.localToScene(editor.getBoundsInLocal());
        assertThat(seen.getMinX()).as("the editor's left edge, in the window").isBetween(0.0, 1200.0);
        robot.type(KeyCode.ESCAPE);

        robot.interact(() -> {
            runs(robot).getSelectionModel().selectRange(0, 2);
            runs(robot).requestFocus();
        });
        robot.type(KeyCode.F2);
        waitUntil(() -> robot.lookup("#attributes-set").tryQuery().isPresent());
        robot.interact(() -> robot.lookup("#attributes-set").queryAs(TextField.class).setText("deployment=nginx"));
        robot.interact(() -> robot.lookup("#attributes-remove").queryAs(TextField.class).setText("instance"));
        robot.clickOn("OK");

        waitUntil(() -> "nginx".equals(stored(2).attribute("deployment")));
        assertThat(stored(1).attributes().toString()).isEqualTo("deployment=nginx");
        assertThat(stored(2).attributes().toString()).isEqualTo("deployment=nginx");
        assertThat(stored(3).attributes().toString()).isEqualTo("instance=db.r6g.xlarge");
        waitUntil(() -> robot.lookup("#status").queryAs(Label.class).getText().equals("Attributes of 2 runs changed"));
    }

    @Test
    void deletingAsksFirstAndUndoPutsTheRunBack(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        robot.clickOn("POSTBulk");

        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".dialog-pane .content").queryLabeled().getText())
                .isEqualTo("Delete run 2 (POSTBulk) and everything measured in it? Edit ▸ Undo delete (Ctrl+Z) puts it back.");
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runs(robot).getItems()).hasSize(3);

        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("OK");
        waitUntil(() -> runs(robot).getItems().size() == 2);
        assertThat(names(robot)).containsExactly("GETSingle", "ybio job 7");
        assertThat(robot.lookup("#status").queryAs(Label.class).getText())
                .isEqualTo("Deleted 1 run (Edit ▸ Undo puts them back)");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        waitUntil(() -> runs(robot).getItems().size() == 3);
        assertThat(stored(2).name()).isEqualTo("POSTBulk");
        List<org.benchlens.model.Measurement> restored = store.read(session -> session.measurements().forRun(2));
        assertThat(restored).extracting(org.benchlens.model.Measurement::value).containsExactly(557.423585);
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).isEqualTo("Restored 1 run");
    }

    @Test
    void aPastedTableIsImportedWithTheDialogsAttributes(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        ClipboardContent text = new ClipboardContent();
        text.putString("GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");
        putOnClipboard(robot, text);
        robot.clickOn("GETSingle");

        robot.press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".dialog-pane .header-panel .label").queryLabeled().getText())
                .isEqualTo("Import pasted text (3 lines)");
        robot.clickOn("#import-attributes").write("instance=t3a.nano version=7.0.1");
        robot.clickOn("Import");

        waitUntil(() -> runs(robot).getItems().size() == 5);
        assertThat(names(robot)).endsWith("GETSingle 10 VUs", "GETSingle 20 VUs");
        assertThat(stored(5).attributes().toString()).startsWith("version=7.0.1 instance=t3a.nano");
        assertThat(runs(robot).getItems().get(4).throughput().value()).isEqualTo(11579.30724);
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).isEqualTo("imported 2 runs from 1 input");
        // the list points to what it added
        waitUntil(() -> runs(robot).getSelectionModel().getSelectedItems().size() == 2);
        assertThat(runs(robot).getSelectionModel().getSelectedItems()).extracting(RunRow::id).containsExactly(4L, 5L);
    }

    @Test
    void importedRunsHiddenByTheFilterCanBeShownAndTheGroupingStaysChosen(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        ComboBox<Grouping> grouping = robot.lookup("#grouping").queryComboBox();
        waitUntil(() -> grouping.getItems().size() == 4);
        robot.interact(() -> grouping.getSelectionModel().select(3));
        robot.clickOn("#filter").write("ybio");
        waitUntil(() -> runs(robot).getItems().size() == 1);
        ClipboardContent text = new ClipboardContent();
        text.putString("GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");
        putOnClipboard(robot, text);
        robot.clickOn("ybio job 7");
        robot.press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Import");

        waitUntil(() -> robot.lookup("#imported-hidden").queryAs(Label.class).getParent().isVisible());
        assertThat(robot.lookup("#imported-hidden").queryAs(Label.class).getText())
                .isEqualTo("2 new runs are hidden by the filter.");
        // the box still names the grouping that goes on (it went blank when its choices were refilled)
        assertThat(grouping.getValue().label()).isEqualTo("instance");
        assertThat(robot.lookup("#grouping .list-cell").queryAll())
                .extracting(cell -> ((javafx.scene.control.ListCell<?>) cell).getText()).contains("instance");

        robot.clickOn("#show-imported");
        waitUntil(() -> runs(robot).getItems().size() == 5);
        assertThat(robot.lookup("#filter").queryAs(TextField.class).getText()).isEmpty();
        assertThat(runs(robot).getSelectionModel().getSelectedItems()).extracting(r -> r.run().name())
                .containsExactlyInAnyOrder("GETSingle 10 VUs", "GETSingle 20 VUs");
        assertThat(robot.lookup("#imported-hidden").queryAs(Label.class).getParent().isVisible()).isFalse();
    }

    @Test
    void pastingAndDeletingInTheFilterEditItsTextOnly(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        ClipboardContent text = new ClipboardContent();
        text.putString("r6g");
        putOnClipboard(robot, text);

        robot.clickOn("#filter").press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);

        waitUntil(() -> runs(robot).getItems().size() == 1);
        assertThat(robot.lookup("#filter").queryAs(TextField.class).getText()).isEqualTo("r6g");
        assertThat(robot.lookup(".dialog-pane").tryQuery()).isEmpty();

        robot.write("x").type(KeyCode.LEFT).type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#filter").queryAs(TextField.class).getText())
                .as("Delete in the filter deletes a character, not runs").isEqualTo("r6g");
        assertThat(robot.lookup(".dialog-pane").tryQuery()).isEmpty();
    }

    @Test
    void filesCopiedOrDroppedGoThroughTheImportDialog(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        Path summary = Fixtures.path("k6/02_pgrst-bench_2020_t3anano_POSTBulk_summary-export_k6v0.27.json");
        ClipboardContent files = new ClipboardContent();
        files.putFiles(List.of(summary.toFile()));
        putOnClipboard(robot, files);
        robot.clickOn("GETSingle");

        robot.press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#import-paths").queryListView().getItems()).containsExactly(summary);
        robot.clickOn("#import-tags").write("pgrst-2020");
        robot.clickOn("Import");

        waitUntil(() -> runs(robot).getItems().size() == 4);
        Run imported = runs(robot).getItems().get(3).run();
        assertThat(imported.format()).isEqualTo("k6-summary");
        assertThat(imported.tags()).containsExactly("pgrst-2020");
        assertThat(robot.lookup("#import-report").tryQuery().map(Node::isVisible)).contains(false);
    }

    @Test
    void aBadFileGetsTheImportersSentenceWithFileAndLine(FxRobot robot) throws TimeoutException, IOException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        List<String> lines = new ArrayList<>(Files.readAllLines(
                Fixtures.path("k6/12_xk6-dashboard_2023_out-json_ndjson.json")).subList(0, 60));
        lines.set(41, lines.get(41).replace("\"value\":", "\"value\":x"));
        Path bad = Files.write(folder.resolve("broken.json"), lines);
        ClipboardContent files = new ClipboardContent();
        files.putFiles(List.of(bad.toFile()));
        putOnClipboard(robot, files);
        robot.clickOn("GETSingle");

        robot.press(KeyCode.CONTROL).type(KeyCode.V).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Import");

        waitUntil(() -> robot.lookup("#import-problems").tryQuery().isPresent());
        String problems = robot.lookup("#import-problems").queryAs(TextArea.class).getText();
        assertThat(problems).matches(java.util.regex.Pattern.quote(bad + ":42:") + "\\d+: [a-z].+");
        assertThat(robot.lookup("#status").queryAs(Label.class).getText())
                .isEqualTo("nothing imported, 1 failed — " + problems);
        assertThat(runs(robot).getItems()).as("nothing half-imported").hasSize(3);
    }

    @Test
    void theLayoutAndChoicesAreRememberedForTheNextWindow(FxRobot robot) throws Exception {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        MainView view = (MainView) runs(robot).getScene().getRoot();
        robot.clickOn("#filter").write("t3a");
        robot.interact(() -> {
            view.model().groupingProperty().set(Grouping.FORMAT);
            view.runsTable().getColumns().get(3).setPrefWidth(333);
            view.split().setDividerPositions(0.62);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Preferences node = Preferences.userRoot().node("benchlens-test-" + java.util.UUID.randomUUID());
        WindowLayout layout = new WindowLayout(node);
        try {
            robot.interact(() -> layout.save(view));
            MainView[] next = new MainView[1];
            robot.interact(() -> {
                next[0] = new MainView(new RunsViewModel(Workspace.on(store), background), background);
                layout.restore(next[0]);
            });

            assertThat(next[0].model().filterTextProperty().get()).isEqualTo("t3a");
            assertThat(next[0].model().groupingProperty().get()).isEqualTo(Grouping.FORMAT);
            assertThat(next[0].runsTable().getColumns().get(3).getText()).isEqualTo("Name");
            assertThat(next[0].runsTable().getColumns().get(3).getPrefWidth()).isEqualTo(333);
            assertThat(next[0].split().getDividerPositions()[0]).isCloseTo(0.62, org.assertj.core.data.Offset.offset(0.01));
        } finally {
            node.removeNode();
        }
    }
}
