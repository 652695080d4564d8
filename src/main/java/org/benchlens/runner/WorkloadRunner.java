package org.benchlens.runner;

import java.util.ArrayList;
import java.util.List;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;

/**
 * Runs one workload and saves each run it emits in its own transaction, so that a sweep stopped
 * at its fifth level keeps the first four. Cancel from any thread with {@link #cancel()}.
 */
public final class WorkloadRunner {

    private final Store store;
    private volatile boolean cancelled;

    public WorkloadRunner(Store store) {
        this.store = store;
    }

    public void cancel() {
        cancelled = true;
    }

    public RunnerOutcome run(Workload workload, RunnerListener listener)
            throws RunnerException, InterruptedException {
        workload.validate();
        List<Run> saved = new ArrayList<>();
        workload.run(new RunContext() {
            @Override
            public boolean cancelled() {
                return cancelled || Thread.currentThread().isInterrupted();
            }

            @Override
            public void progress(double fraction, String message) {
                listener.progress(fraction, message);
            }

            @Override
            public void log(String line) {
                listener.log(line);
            }

            @Override
            public void live(LivePoint point) {
                listener.live(point);
            }

            @Override
            public void emit(RunDraft draft) {
                Run run = store.transaction(session -> session.save(draft, null, null));
                saved.add(run);
                listener.saved(run);
            }
        });
        return new RunnerOutcome(saved, cancelled);
    }
}
