package org.benchlens.ui.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** The runner window's view model without a window: a thread of its own stands for the FX thread. */
class RunQueueTest {

    private final Store store = TestStores.h2();
    private final ExecutorService ui = Executors.newSingleThreadExecutor();
    private final ExecutorService worker = Executors.newSingleThreadExecutor();
    private final RunQueue queue = new RunQueue(worker, ui, System::nanoTime);

    @AfterEach
    void close() {
        worker.shutdownNow();
        ui.shutdownNow();
        store.close();
    }

    private <T> T onUi(Supplier<T> read) throws Exception {
        return CompletableFuture.supplyAsync(read, ui).get(5, TimeUnit.SECONDS);
    }

    private QueuedRun.State stateOf(QueuedRun run) throws Exception {
        return CompletableFuture.supplyAsync(run::state, ui).get(5, TimeUnit.SECONDS);
    }

    private void waitUntil(BooleanSupplier condition) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!onUi(condition::getAsBoolean)) {
            assertThat(System.nanoTime()).as("waited 20 s").isLessThan(end);
            Thread.sleep(20);
        }
    }

    private QueuedRun submit(String name) throws Exception {
        return onUi(() -> queue.submit(new TickingWorkload(name), new WorkloadRunner(store)));
    }

    @Test
    void workloadsRunOneAfterTheOtherWithProgressLiveFiguresAndALog() throws Exception {
        List<Run> announced = new ArrayList<>();
        queue.setOnStored(announced::addAll);
        QueuedRun first = submit("first");
        QueuedRun second = submit("second");

        waitUntil(() -> first.state() == QueuedRun.State.RUNNING && first.progressProperty().get() > 0);
        assertThat(stateOf(second)).isEqualTo(QueuedRun.State.QUEUED);
        assertThat(onUi(() -> first.timeLeftProperty().get())).matches("[12] s left");
        waitUntil(() -> second.isFinished());

        assertThat(stateOf(first)).isEqualTo(QueuedRun.State.DONE);
        assertThat(onUi(() -> List.copyOf(first.live()))).hasSize(10)
                .last().isEqualTo(new LivePoint(10, 1000, 15, 0));
        assertThat(onUi(() -> List.copyOf(first.log()))).startsWith("tick 1", "tick 2").endsWith("tick 10");
        assertThat(onUi(() -> first.progressProperty().get())).isEqualTo(1.0);
        List<RunResult> stored = ImportHarness.results(store);
        assertThat(stored).extracting(r -> r.run().name()).containsExactly("first", "second");
        // the run's number, to find it in the main window's list
        assertThat(onUi(() -> first.statusProperty().get())).isEqualTo("stored 1 run (#" + stored.get(0).run().id() + ")");
        assertThat(stored.get(0).find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value()).isEqualTo(550);
        assertThat(onUi(() -> List.copyOf(announced))).extracting(Run::name).containsExactly("first", "second");
        assertThat(onUi(() -> List.copyOf(first.stored()))).extracting(Run::id)
                .containsExactly(stored.get(0).run().id());
    }

    @Test
    void cancelStopsTheRunningOneKeepingItsPartialRunAndTakesAWaitingOneOff() throws Exception {
        QueuedRun running = submit("running");
        QueuedRun waiting = submit("waiting");
        waitUntil(() -> running.live().size() >= 3);

        onUi(() -> {
            queue.cancel(waiting);
            queue.cancel(running);
            return null;
        });
        waitUntil(running::isFinished);

        assertThat(stateOf(running)).isEqualTo(QueuedRun.State.CANCELLED);
        assertThat(stateOf(waiting)).isEqualTo(QueuedRun.State.CANCELLED);
        assertThat(onUi(() -> waiting.statusProperty().get())).isEqualTo("cancelled before it started");
        worker.submit(() -> { }).get(5, TimeUnit.SECONDS);
        List<RunResult> stored = ImportHarness.results(store);
        assertThat(stored).hasSize(1);
        assertThat(stored.get(0).run().attribute("status")).isEqualTo("partial");
        assertThat(onUi(() -> running.statusProperty().get()))
                .isEqualTo("kept 1 run (#" + stored.get(0).run().id() + "), the last partial");
        assertThat(onUi(() -> running.live().size())).isBetween(3, 9);

        onUi(() -> {
            queue.clearFinished();
            return null;
        });
        assertThat(onUi(() -> queue.runs().size())).isZero();
    }

    @Test
    void aWorkloadThatCannotStartFailsWithItsSentence() throws Exception {
        QueuedRun run = onUi(() -> queue.submit(new TickingWorkload("bad") {
            @Override
            public void validate() throws RunnerException {
                throw new RunnerException("the k6 script get.js does not exist or cannot be read.");
            }

            @Override
            public void run(RunContext context) {
                throw new AssertionError("must not run");
            }
        }, new WorkloadRunner(store)));

        waitUntil(run::isFinished);

        assertThat(stateOf(run)).isEqualTo(QueuedRun.State.FAILED);
        assertThat(onUi(() -> run.statusProperty().get()))
                .isEqualTo("the k6 script get.js does not exist or cannot be read.");
    }

    @Test
    void timeLeftComesFromTheAnnouncedLengthElseFromProgress() {
        assertThat(TimeLeft.describe(TimeLeft.estimate(Duration.ofSeconds(10), 0.1, Duration.ofSeconds(90))))
                .isEqualTo("1 min 20 s left");
        assertThat(TimeLeft.describe(TimeLeft.estimate(Duration.ofSeconds(30), 0.25, Duration.ZERO)))
                .isEqualTo("1 min 30 s left");
        assertThat(TimeLeft.estimate(Duration.ofSeconds(1), 0.01, Duration.ZERO)).isNull();
        assertThat(TimeLeft.describe(TimeLeft.estimate(Duration.ofSeconds(95), 0.9, Duration.ofSeconds(90))))
                .isEqualTo("0 s left");
    }
}
