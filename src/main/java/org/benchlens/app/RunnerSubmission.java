package org.benchlens.app;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.benchlens.model.Run;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.store.Store;

/**
 * Running a workload into the store, from the command line, the Run menu or a repeat alike: every
 * run stored carries the workload's complete settings ({@link RunnerSettings}).
 */
public final class RunnerSubmission {

    private final Store store;

    RunnerSubmission(Store store) {
        this.store = store;
    }

    /** A runner that stores its runs here, with their settings, and imports the result files (k6's) with the importers. */
    public WorkloadRunner runner() {
        return new WorkloadRunner(store, new RunImports(store).resultFiles(), RunnerSettings::of);
    }

    /** The k6 program the store remembers ({@value K6Executable#SETTING}), if any. */
    public Optional<String> k6Setting() {
        return store.read(session -> session.settings().get(K6Executable.SETTING));
    }

    /** Remembers the k6 program for the next runs. */
    public void rememberK6(String path) {
        store.transaction(session -> {
            session.settings().set(K6Executable.SETTING, path);
            return null;
        });
    }

    /**
     * The workloads that run the runs {@code ids} {@code times} more times each ({@link RunRepeats}),
     * read from their stored settings as the command line reads them.
     */
    public List<Workload> repeats(List<Long> ids, int times) {
        List<Run> runs = new RunEdits(store).find(ids);
        RunRepeats.whyNot(runs).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        RunCommandReader reader = ServiceLoader.load(RunCommandReader.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("no reader of run commands is installed"));
        return RunRepeats.plan(runs, times).stream().map(args -> reader.workload(args, this)).toList();
    }
}
