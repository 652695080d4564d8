package org.benchlens.ui.runner;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;

import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;

/**
 * The runner window's view model: workloads run one after the other (two at once would measure
 * each other), each with its progress, time left, log and live figures. Commands are called on
 * the FX thread; what the workloads report comes back to it through {@code ui}.
 */
public final class RunQueue {

    private final ObservableList<QueuedRun> runs = FXCollections.observableArrayList();
    /** One read-only view, so that listeners on it stay registered. */
    private final ObservableList<QueuedRun> runsReadOnly = FXCollections.unmodifiableObservableList(runs);
    private final Executor worker;
    private final Executor ui;
    private final LongSupplier nanoTime;
    private Consumer<List<Run>> onStored = stored -> { };

    /**
     * @param worker runs the workloads, one at a time (a single thread)
     * @param ui     the FX thread ({@code Platform::runLater}); tests give their own
     */
    public RunQueue(Executor worker, Executor ui, LongSupplier nanoTime) {
        this.worker = worker;
        this.ui = ui;
        this.nanoTime = nanoTime;
    }

    public ObservableList<QueuedRun> runs() {
        return runsReadOnly;
    }

    /** Called with the runs each workload stores, as soon as they are stored (to refresh the run list). */
    public void setOnStored(Consumer<List<Run>> onStored) {
        this.onStored = onStored;
    }

    /** Queues a workload; it starts once those before it have ended. */
    public QueuedRun submit(Workload workload, WorkloadRunner runner) {
        QueuedRun run = new QueuedRun(workload, runner);
        runs.add(run);
        worker.execute(() -> execute(run));
        return run;
    }

    /** Stops a running workload cleanly (what it measured is kept, marked partial), or takes a waiting one off. */
    public void cancel(QueuedRun run) {
        if (run.isFinished()) {
            return;
        }
        run.runner().cancel();
        if (run.state() == QueuedRun.State.QUEUED) {
            run.state(QueuedRun.State.CANCELLED, "cancelled before it started");
        } else {
            run.progress(run.progressProperty().get(), "stopping…", "");
        }
    }

    /** Takes the finished workloads off the list. */
    public void clearFinished() {
        runs.removeIf(QueuedRun::isFinished);
    }

    private void execute(QueuedRun run) {
        if (run.runner().isCancelled()) {
            return;
        }
        long started = nanoTime.getAsLong();
        Duration expected = run.workload().expectedDuration();
        ui.execute(() -> run.state(QueuedRun.State.RUNNING, "starting"));
        try {
            RunnerOutcome outcome = run.runner().run(run.workload(), new RunnerListener() {
                @Override
                public void progress(double fraction, String message) {
                    Duration elapsed = Duration.ofNanos(nanoTime.getAsLong() - started);
                    String left = TimeLeft.describe(TimeLeft.estimate(elapsed, fraction, expected));
                    ui.execute(() -> run.progress(fraction, message, left));
                }

                @Override
                public void log(String line) {
                    ui.execute(() -> run.log(line));
                }

                @Override
                public void live(LivePoint point) {
                    ui.execute(() -> run.live(point));
                }

                @Override
                public void saved(Run saved) {
                    ui.execute(() -> {
                        run.stored(List.of(saved));
                        // the job's runs so far: the list then points to all the levels of a sweep, not its last
                        onStored.accept(List.copyOf(run.stored()));
                    });
                }
            });
            String kept = described(outcome.runs());
            ui.execute(() -> run.state(outcome.cancelled() ? QueuedRun.State.CANCELLED : QueuedRun.State.DONE,
                    outcome.cancelled() ? "kept " + kept + ", the last partial" : "stored " + kept));
        } catch (RunnerException e) {
            failed(run, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed(run, "interrupted");
        } catch (RuntimeException e) {
            failed(run, e.getMessage());
        }
    }

    /** "1 run (#7)", "2 runs (#7, #8)": how many, and which to look for in the main window's list. */
    static String described(List<Run> stored) {
        int count = stored.size();
        return count + (count == 1 ? " run" : " runs") + (count == 0 ? ""
                : stored.stream().map(r -> "#" + r.id()).collect(Collectors.joining(", ", " (", ")")));
    }

    private void failed(QueuedRun run, String message) {
        ui.execute(() -> {
            run.log(message);
            run.state(QueuedRun.State.FAILED, message);
        });
    }
}
