package org.benchlens.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.ui.FxWait.waitUntil;

import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.app.Workspace;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.common.FxBackground;

/** Clicking a header of the runs table sorts ascending, and clicking it again descending. */
@ExtendWith(ApplicationExtension.class)
class RunsTableSortTest {

    private Store store;
    private FxBackground background;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        double[] throughputs = {557.4, 1372.5, 96.1, 3970.0};
        store.transaction(session -> {
            for (int i = 0; i < throughputs.length; i++) {
                session.saveInput(new RunDraft("k6-summary", "run " + (i + 1))
                        .measure("total", "throughput", throughputs[i], "1/s"), "r" + i + ".json", "h" + i);
            }
            return null;
        });
        background = new FxBackground();
        RunsViewModel model = new RunsViewModel(Workspace.on(store), background);
        stage.setScene(new Scene(new MainView(model, background), 1200, 750));
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
        return runs(robot).getItems().stream().map(row -> row.run().name()).toList();
    }

    private static void clickHeader(FxRobot robot, String columnId) {
        Node header = robot.lookup(".column-header").match((Node n) -> columnId.equals(n.getId())).query();
        robot.clickOn(header);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theSecondClickOnNumberSortsDescending(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 4);

        clickHeader(robot, "col-id");
        assertThat(names(robot)).containsExactly("run 1", "run 2", "run 3", "run 4");
        clickHeader(robot, "col-id");
        assertThat(names(robot)).containsExactly("run 4", "run 3", "run 2", "run 1");
    }

    @Test
    void theSecondClickOnThroughputSortsDescending(FxRobot robot) throws TimeoutException {
        waitUntil(() -> runs(robot).getItems().size() == 4);

        clickHeader(robot, "col-throughput");
        assertThat(names(robot)).containsExactly("run 3", "run 1", "run 2", "run 4");
        clickHeader(robot, "col-throughput");
        assertThat(names(robot)).containsExactly("run 4", "run 2", "run 1", "run 3");
    }
}
