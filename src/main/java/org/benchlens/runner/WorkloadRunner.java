package org.benchlens.runner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.WritePhase;

/**
 * Runs one workload and saves each run it emits in its own transaction, so that a sweep stopped
 * at its fifth level keeps the first four. Cancel from any thread with {@link #cancel()}. The last
 * progress a workload that returned shows is "done", or "stopped" after a cancel.
 */
public final class WorkloadRunner {

    private final Store store;
    private final ResultFiles resultFiles;
    private final Function<Workload, Attributes> settings;
    private volatile boolean cancelled;

    public WorkloadRunner(Store store) {
        this(store, ResultFiles.NONE);
    }

    /** @param resultFiles how to import the files of a workload that leaves files (k6) */
    public WorkloadRunner(Store store, ResultFiles resultFiles) {
        this(store, resultFiles, workload -> Attributes.EMPTY);
    }

    /**
     * @param resultFiles how to import the files of a workload that leaves files (k6)
     * @param settings    the attributes that record a workload's settings on each of its runs
     */
    public WorkloadRunner(Store store, ResultFiles resultFiles, Function<Workload, Attributes> settings) {
        this.store = store;
        this.resultFiles = resultFiles;
        this.settings = settings;
    }

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    public RunnerOutcome run(Workload workload, RunnerListener listener)
            throws RunnerException, InterruptedException {
        workload.validate();
        Attributes recorded = settings.apply(workload);
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
                Run run = store.transaction(session -> {
                    Run made = session.save(draft.attributes(recorded), null, null);
                    WritePhase.reached("runner.store");
                    return made;
                });
                saved.add(run);
                listener.saved(run);
            }

            @Override
            public List<Run> importFiles(List<Path> files, Attributes attributes) throws RunnerException {
                List<Run> imported = new ArrayList<>();
                for (ResultFiles.ImportedFile file : resultFiles.importFiles(files, attributes.withAll(recorded))) {
                    if (file.problem() != null) {
                        listener.log(file.problem());
                    }
                    for (long id : file.runIds()) {
                        Run run = store.read(session -> session.runs().find(id)).orElseThrow();
                        imported.add(run);
                        listener.saved(run);
                    }
                }
                saved.addAll(imported);
                return imported;
            }
        });
        listener.progress(1, cancelled ? "stopped" : "done");
        return new RunnerOutcome(saved, cancelled);
    }
}
