package org.benchlens.cli;

import org.benchlens.app.RunnerSubmission;
import org.benchlens.runner.Workload;

/** A {@code run} subcommand: the workload its options describe, whether typed or read back by {@link RunCommands}. */
interface WorkloadCommand {

    /** @param submission the store's runner, for what the store remembers (k6's path) */
    Workload workload(RunnerSubmission submission);
}
