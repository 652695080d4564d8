package org.benchlens.ui.runner;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

import org.benchlens.app.Workspace;
import org.benchlens.model.Run;
import org.benchlens.runner.Workload;
import org.benchlens.ui.common.WindowPlacement;
import org.benchlens.ui.common.WindowHelp;

/**
 * The runner's window, one per store: the Run menu of the store's main view makes it the first
 * time it is asked for and keeps it (so that it goes when that view goes, not for the life of the
 * program). Workloads queue here and run one after the other. Closing it only hides it; what runs
 * goes on, and the Run menu shows it again.
 *
 * @see RunMenu
 */
public final class RunnerWindow {

    private final Workspace workspace;
    private final Stage stage;
    private final RunnerView view;

    /** @param onStored called on the FX thread with each run stored (to refresh the run list) */
    RunnerWindow(Window owner, Workspace workspace, Consumer<List<Run>> onStored) {
        this.workspace = workspace;
        ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, "benchlens-runner");
            thread.setDaemon(true);
            return thread;
        });
        RunQueue queue = new RunQueue(worker, Platform::runLater, System::nanoTime);
        queue.setOnStored(onStored);
        view = new RunnerView(queue);
        // not owned by the main window: an ordinary window that goes behind it when the main one is used
        stage = new Stage();
        stage.setTitle("BenchLens runner");
        Scene scene = new Scene(view);
        WindowPlacement.forUser("runner", 1100, 700).apply(stage, owner);
        WindowPlacement.closeWithKeys(stage, scene);
        WindowHelp.RUNNER.onF1(scene);
        stage.setScene(scene);
    }

    /** Shows the window in front of the others. */
    public RunnerWindow show() {
        stage.show();
        stage.toFront();
        return this;
    }

    /** Queues a workload, saving its runs in this window's store. */
    public QueuedRun submit(Workload workload) {
        return view.queue().submit(workload, workspace.runner().runner());
    }

    public RunQueue queue() {
        return view.queue();
    }
}
