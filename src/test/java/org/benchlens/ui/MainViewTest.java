package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.TestStores;

/** The main window on the headless platform, driven as a user would. */
@ExtendWith(ApplicationExtension.class)
class MainViewTest {

    private Store store;
    private FxBackground background;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        store.transaction(session -> {
            session.save(new RunDraft("k6-summary", "GETSingle").attribute("instance", "t3a.nano")
                    .measure("total", "throughput", 1372.484403, "1/s")
                    .measure("total", "latency.p95", 133.97, "ms"), "a.json", "a");
            session.save(new RunDraft("k6-summary", "POSTBulk").attribute("instance", "t3a.nano")
                    .measure("total", "throughput", 557.423585, "1/s"), "b.json", "b");
            session.save(new RunDraft("ybio", "ybio job 7").attribute("instance", "db.r6g.xlarge")
                    .measure("runit", "throughput", 396716, "1/s"), "c.txt", "c");
            return null;
        });
        background = new FxBackground();
        RunsViewModel model = new RunsViewModel(store, background);
        stage.setScene(new Scene(new MainView(model, background), 1100, 700));
        stage.show();
        model.refresh();
    }

    @AfterEach
    void close() {
        background.shutdown();
        store.close();
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void showsRunsFiltersThemAndShowsWhatTheSelectedRunMeasured(FxRobot robot) throws TimeoutException {
        TableView<Run> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> runs.getItems().size() == 3);
        assertThat(robot.lookup("#shown").queryAs(Label.class).getText()).isEqualTo("3 runs");

        robot.clickOn("#filter").write("r6g");
        waitUntil(() -> runs.getItems().size() == 1);
        assertThat(runs.getItems().get(0).name()).isEqualTo("ybio job 7");

        robot.doubleClickOn("#filter").eraseText(3);
        waitUntil(() -> runs.getItems().size() == 3);
        robot.clickOn("GETSingle");
        TableView<Measurement> measurements = robot.lookup("#measurements").queryTableView();
        waitUntil(() -> measurements.getItems().size() == 2);
        assertThat(measurements.getItems()).extracting(Measurement::value).containsExactly(1372.484403, 133.97);
        assertThat(robot.lookup(".run-title").queryAs(Label.class).getText())
                .isEqualTo("Run 1: GETSingle  (k6-summary)");
        assertThat(robot.lookup(".run-parameters").queryAs(Label.class).getText()).contains("instance = t3a.nano");
    }

    @Test
    void deletingAsksFirstAndCancelKeepsTheRun(FxRobot robot) throws TimeoutException {
        TableView<Run> runs = robot.lookup("#runs").queryTableView();
        waitUntil(() -> runs.getItems().size() == 3);
        robot.clickOn("POSTBulk");

        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".dialog-pane .content").queryLabeled().getText())
                .isEqualTo("Delete run 2 (POSTBulk) and everything measured in it? This cannot be undone.");
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runs.getItems()).hasSize(3);

        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("OK");
        waitUntil(() -> runs.getItems().size() == 2);
        assertThat(runs.getItems()).extracting(Run::name).containsExactly("GETSingle", "ybio job 7");
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).isEqualTo("Deleted 1 run");
    }
}
