package org.benchlens.app;

import java.util.Optional;

import org.benchlens.runner.WorkloadRunner;
import org.benchlens.runner.k6.K6Executable;
import org.benchlens.store.Store;

/** Running a workload into the store, from the command line or the Run menu alike. */
public final class RunnerSubmission {

    private final Store store;

    RunnerSubmission(Store store) {
        this.store = store;
    }

    /** A runner that stores its runs here and imports the result files (k6's) with the importers. */
    public WorkloadRunner runner() {
        return new WorkloadRunner(store, new RunImports(store).resultFiles());
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
}
