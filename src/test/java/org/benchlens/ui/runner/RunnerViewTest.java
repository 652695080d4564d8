package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.benchlens.ui.FxWait.waitUntil;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import org.benchlens.model.Units;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;
import org.benchlens.model.RunDraft;
import org.benchlens.runner.LivePoint;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextArea;
import javafx.scene.shape.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import org.benchlens.model.RunResult;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** The runner window on the headless platform, with a small real workload. */
@ExtendWith(ApplicationExtension.class)
class RunnerViewTest {

    private Store store;
    private ExecutorService worker;
    private RunQueue queue;

    @Start
    void start(Stage stage) {
        store = TestStores.h2();
        worker = Executors.newSingleThreadExecutor();
        queue = new RunQueue(worker, Platform::runLater, System::nanoTime);
        stage.setScene(new Scene(new RunnerView(queue), 1100, 700));
        stage.show();
    }

    @AfterEach
    void close() {
        worker.shutdownNow();
        store.close();
    }

    private static String status(FxRobot robot) {
        return robot.lookup(".queued-status").queryAs(Label.class).getText();
    }

    /** Whether the queue shows a progress bar: it and every node holding it visible. */
    private static boolean progressShown(FxRobot robot) {
        for (Node node = robot.lookup("#queue .progress-bar").queryAs(ProgressBar.class); node != null;
                node = node.getParent()) {
            if (!node.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private static int points(FxRobot robot, String chart) {
        return robot.lookup(chart).queryAs(LineChart.class).getData().isEmpty() ? 0
                : ((LineChart<Number, Number>) robot.lookup(chart).queryAs(LineChart.class)).getData().get(0)
                        .getData().size();
    }

    @Test
    void theChartAndTheLogFollowTheRunningWorkloadUntilItIsDone(FxRobot robot) throws Exception {
        QueuedRun run = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("ticks", 500),
                new WorkloadRunner(store))).get();
        ListView<QueuedRun> list = robot.lookup("#queue").queryListView();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getSelectionModel().getSelectedItem()).isSameAs(run);

        waitUntil(() -> points(robot, "#throughputChart") >= 3);
        assertThat(progressShown(robot)).isTrue();
        assertThat(robot.lookup("#cancel").queryButton().isDisabled()).isFalse();
        assertThat(status(robot)).matches("Running: tick \\d+ of 10");

        waitUntil(run::isFinished);
        assertThat(points(robot, "#throughputChart")).isEqualTo(10);
        assertThat(points(robot, "#p95Chart")).isEqualTo(10);
        assertThat(robot.lookup("#log").queryAs(TextArea.class).getText()).startsWith("tick 1\ntick 2\n")
                .endsWith("tick 10\n");
        assertThat(robot.lookup("#log").queryAs(TextArea.class).isWrapText()).as("long lines wrap, none is cut")
                .isTrue();
        long id = ImportHarness.results(store).get(0).run().id();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(status(robot)).isEqualTo("Done: stored 1 run (#" + id + ")");
        // an ended run has no progress bar left to read as "nothing done"
        assertThat(progressShown(robot)).isFalse();
        assertThat(robot.lookup("#cancel").queryButton().isDisabled()).isTrue();
    }

    @Test
    @SuppressWarnings("unchecked")
    void eachLevelOrStepIsItsOwnSeriesOnItsOwnTime(FxRobot robot) throws Exception {
        QueuedRun run = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("two levels") {
            @Override
            public void run(RunContext context) {
                // like a sweep: each level counts its seconds from 1 again
                for (int level = 1; level <= 2; level++) {
                    for (int second = 1; second <= 3; second++) {
                        context.live(new LivePoint(second, 100.0 * level + second, 5, 0));
                    }
                }
                context.emit(new RunDraft("runner-ticks", "two levels").attribute("runner", "ticks")
                        .measure(Steps.TOTAL, Metrics.THROUGHPUT, 150, Units.PER_SECOND));
            }
        }, new WorkloadRunner(store))).get();
        waitUntil(run::isFinished);
        WaitForAsyncUtils.waitForFxEvents();

        LineChart<Number, Number> chart = robot.lookup("#throughputChart").queryAs(LineChart.class);
        assertThat(chart.getData()).extracting(XYChart.Series::getName).containsExactly("part 1", "part 2");
        assertThat(chart.getData().get(1).getData()).extracting(XYChart.Data::getXValue, XYChart.Data::getYValue)
                .containsExactly(tuple(1L, 201.0), tuple(2L, 202.0), tuple(3L, 203.0));
        assertThat(chart.isLegendVisible()).isTrue();
        assertThat(robot.lookup("#p95Chart").queryAs(LineChart.class).isVisible()).isTrue();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSweepsLiveSeriesAreNamedByTheirLevel(FxRobot robot) throws Exception {
        QueuedRun run = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("a sweep") {
            @Override
            public void run(RunContext context) {
                for (int vus : new int[] {2, 4, 8}) {
                    for (int second = 1; second <= 2; second++) {
                        context.live(new LivePoint(second, 100.0 * vus, 5, 0, vus + " VUs"));
                    }
                }
                context.emit(new RunDraft("runner-ticks", "a sweep").attribute("runner", "ticks")
                        .measure(Steps.TOTAL, Metrics.THROUGHPUT, 150, Units.PER_SECOND));
            }
        }, new WorkloadRunner(store))).get();
        waitUntil(run::isFinished);
        WaitForAsyncUtils.waitForFxEvents();

        LineChart<Number, Number> chart = robot.lookup("#throughputChart").queryAs(LineChart.class);
        assertThat(chart.getData()).extracting(XYChart.Series::getName).containsExactly("2 VUs", "4 VUs", "8 VUs");
    }

    @Test
    void cancelStopsItAndKeepsThePartialRun(FxRobot robot) throws Exception {
        QueuedRun run = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("ticks", 1000),
                new WorkloadRunner(store))).get();
        waitUntil(() -> points(robot, "#throughputChart") >= 2);

        robot.clickOn("#cancel");
        waitUntil(run::isFinished);

        RunResult stored = ImportHarness.results(store).get(0);
        assertThat(status(robot)).isEqualTo("Cancelled: kept 1 run (#" + stored.run().id() + "), the last partial");
        assertThat(robot.lookup("#cancel").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(stored.run().attribute("status")).isEqualTo("partial");
        assertThat(points(robot, "#throughputChart")).isLessThan(TickingWorkload.TICKS);
    }

    @Test
    void whenTheShownWorkloadEndsTheNextIsShownWithOnlyItsOwnPoints(FxRobot robot) throws Exception {
        QueuedRun first = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("first"),
                new WorkloadRunner(store))).get();
        QueuedRun second = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("second", 300, false),
                new WorkloadRunner(store))).get();
        ListView<QueuedRun> list = robot.lookup("#queue").queryListView();

        waitUntil(() -> second.state() == QueuedRun.State.RUNNING && second.live().size() >= 2);

        assertThat(list.getSelectionModel().getSelectedItem()).isSameAs(second);
        assertThat(points(robot, "#p95Chart")).isZero();
        // no line left over from the first workload
        assertThat(robot.from(robot.lookup("#p95Chart").queryAs(LineChart.class)).lookup(".chart-series-line")
                .queryAllAs(Path.class)).allSatisfy(line -> assertThat(line.getElements()).isEmpty());
        // not measured live: the p95 chart is not shown at all, rather than an empty plot
        assertThat(robot.lookup("#p95Chart").queryAs(LineChart.class).isVisible()).isFalse();
        assertThat(robot.lookup("#log").queryAs(TextArea.class).getText()).startsWith("tick 1\n");
        assertThat(first.state()).isEqualTo(QueuedRun.State.DONE);
        waitUntil(second::isFinished);
    }

    @Test
    void aWorkloadThatFailsWhileShownTurnsRed(FxRobot robot) throws Exception {
        CountDownLatch fail = new CountDownLatch(1);
        QueuedRun run = WaitForAsyncUtils.asyncFx(() -> queue.submit(new TickingWorkload("doomed") {
            @Override
            public void run(RunContext context) throws RunnerException, InterruptedException {
                context.progress(0.1, "connected");
                fail.await(20, TimeUnit.SECONDS);
                throw new RunnerException("the server went away");
            }
        }, new WorkloadRunner(store))).get();
        waitUntil(() -> robot.lookup(".queued-status").tryQueryAs(Label.class)
                .filter(label -> label.getText().equals("Running: connected")).isPresent());
        assertThat(robot.lookup(".queued-status").queryAs(Label.class).getStyleClass())
                .doesNotContain("queued-state-failed");

        fail.countDown();
        waitUntil(run::isFinished);

        assertThat(status(robot)).isEqualTo("Failed: the server went away");
        assertThat(robot.lookup(".queued-status").queryAs(Label.class).getStyleClass())
                .contains("queued-state-failed");
    }
}
