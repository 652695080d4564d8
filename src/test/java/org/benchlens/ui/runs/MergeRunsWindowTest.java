package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import org.benchlens.app.Workspace;
import org.benchlens.imports.ImportOptions;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.LoadGenerators;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/** The runs table's context menu "Merge runs…", on two k6 load generators and on a run without a histogram. */
@ExtendWith(ApplicationExtension.class)
class MergeRunsWindowTest {

    @TempDir
    Path folder;
    private Store store;
    private FxBackground background;
    private RunsViewModel model;

    @Start
    void start(Stage stage) throws IOException {
        store = TestStores.h2();
        List<Path> generators = LoadGenerators.split(folder);
        background = new FxBackground();
        model = new RunsViewModel(Workspace.on(store), background);
        stage.setScene(new Scene(new MainView(model, background), 1200, 750));
        stage.show();
        model.importPaths(List.of(generators.get(0), generators.get(1),
                Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json")),
                ImportOptions.NONE);
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private static TableView<RunRow> runs(FxRobot robot) {
        return robot.lookup("#runs").queryTableView();
    }

    private static void select(FxRobot robot, int... rows) {
        robot.interact(() -> {
            runs(robot).getSelectionModel().clearSelection();
            for (int row : rows) {
                runs(robot).getSelectionModel().select(row);
            }
        });
    }

    /**
     * The headless platform shows no popup to click in: the item of the table's context menu is fired,
     * later on the FX thread, as the dialog it opens waits there for the user.
     */
    private static void mergeFromContextMenu(FxRobot robot) throws TimeoutException {
        Platform.runLater(() -> mergeItem(robot).fire());
        waitUntil(() -> robot.lookup("#merge-name").tryQuery().isPresent());
    }

    private static MenuItem mergeItem(FxRobot robot) {
        return runs(robot).getContextMenu().getItems().stream().filter(i -> "_Merge runs…".equals(i.getText()))
                .findFirst().orElseThrow();
    }

    @Test
    void twoGeneratorsSelectedBecomeOneNewRunWithTheirRequests(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        MenuItem item = mergeItem(robot);
        select(robot, 0);
        assertThat(item.isDisable()).isTrue();

        select(robot, 0, 1);
        assertThat(item.isDisable()).isFalse();
        mergeFromContextMenu(robot);
        robot.clickOn("#merge-name").write("contacts on two machines").type(KeyCode.ENTER);

        waitUntil(() -> runs(robot).getItems().size() == 4);
        Run merged = runs(robot).getItems().get(3).run();
        assertThat(merged.name()).isEqualTo("contacts on two machines");
        assertThat(merged.attribute("merged.from")).isEqualTo("1,2");
        assertThat(store.read(session -> session.measurements().forRun(merged.id())).stream()
                .filter(m -> m.step().equals("total") && m.metric().equals("operations"))
                .map(Measurement::value).toList()).containsExactly(322.0);
        assertThat(robot.lookup("#status").queryAs(Label.class).getText())
                .startsWith("Merged runs 1, 2 into run 4; left out");
    }

    @Test
    void aRunWithoutHistogramIsRefusedInTheNoticeAndNothingIsStored(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        select(robot, 0, 2);
        mergeFromContextMenu(robot);
        robot.clickOn("#merge-name").type(KeyCode.ENTER);

        Label notice = robot.lookup("#notice").queryAs(Label.class);
        waitUntil(() -> !notice.getText().isEmpty());
        assertThat(notice.getText()).isEqualTo("Not merged: run 3 (01_pgrst-bench_2020_t3anano_GETSingle_summary"
                + "-export_k6v0.27) has no latency histogram, so its percentiles cannot be merged: merge runs that keep"
                + " one (k6 --out json or --out csv, sysbench --histogram, the runner's)");
        assertThat(notice.isVisible()).isTrue();
        long stored = store.read(session -> session.runs().count());
        assertThat(stored).isEqualTo(3);
    }

    /** The two yellow bars of the main window: the refusal's and the one about imported runs the filter hides. */
    private static List<javafx.scene.Node> noticeBars(FxRobot robot) {
        return robot.lookup(".notice").queryAll().stream().filter(javafx.scene.Node::isVisible).toList();
    }

    @Test
    void oneNoticeBarAtATimeTheNewerInPlaceOfTheOlder(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 3);
        select(robot, 0, 2);
        List<Run> refused = runs(robot).getSelectionModel().getSelectedItems().stream().map(RunRow::run).toList();
        mergeFromContextMenu(robot);
        robot.clickOn("#merge-name").type(KeyCode.ENTER);
        waitUntil(() -> !robot.lookup("#notice").queryAs(Label.class).getText().isEmpty());
        assertThat(noticeBars(robot)).hasSize(1);

        // an import under a filter that hides it: its notice replaces the refusal
        robot.clickOn("#filter").write("GETSingle");
        robot.interact(() -> model.importPaths(List.of(Fixtures.path("k6/02_pgrst-bench_2020_t3anano_POSTBulk_summary"
                + "-export_k6v0.27.json")), ImportOptions.NONE));
        waitUntil(() -> robot.lookup("#imported-hidden").queryAs(Label.class).getParent().isVisible());
        assertThat(noticeBars(robot)).hasSize(1);
        assertThat(robot.lookup("#notice").queryAs(Label.class).getText()).isEmpty();
        assertThat(robot.lookup("#imported-hidden").queryAs(Label.class).getText())
                .isEqualTo("1 new run is hidden by the filter.");

        // and a new refusal replaces that one
        robot.interact(() -> model.merge(refused, ""));
        waitUntil(() -> !robot.lookup("#notice").queryAs(Label.class).getText().isEmpty());
        assertThat(noticeBars(robot)).hasSize(1);
        assertThat(robot.lookup("#imported-hidden").queryAs(Label.class).getParent().isVisible()).isFalse();
    }
}
