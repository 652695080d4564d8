package org.benchlens.cli;

import java.io.PrintWriter;

import org.benchlens.app.Workspace;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;

/**
 * Runs a workload from the command line into the store. The first Ctrl-C asks the workload to
 * stop and lets it save what it measured, marked status=partial (a shutdown hook could not: the
 * store closes as the JVM ends); a second Ctrl-C quits at once. A setting that cannot work is one
 * sentence and exit code 1.
 */
final class WorkloadExecution {

    /** The exit code of a run stopped with Ctrl-C, as shells give a command ended by SIGINT. */
    static final int STOPPED = 130;

    private WorkloadExecution() {
    }

    static int run(BenchLensCommand parent, Workload workload, PrintWriter out, PrintWriter err) {
        try {
            workload.validate();
        } catch (RunnerException e) {
            return fail(err, e);
        }
        try (Workspace workspace = parent.openWorkspace()) {
            return run(workspace.runner().runner(), workload, out, err);
        }
    }

    /** Runs {@code workload} with a runner already on its store, e.g. one that imports result files. */
    static int run(WorkloadRunner runner, Workload workload, PrintWriter out, PrintWriter err) {
        out.println("Running " + workload.describe());
        out.flush();
        WorkloadConsole console = new WorkloadConsole(out, err, System.console() != null);
        try (InterruptSignal.Installed signals = InterruptSignal.install(() -> {
            console.log("stopping: saving what was measured (Ctrl-C again quits at once)");
            runner.cancel();
        })) {
            RunnerOutcome outcome = runner.run(workload, console);
            int count = outcome.runs().size();
            out.println((outcome.cancelled() ? "stopped: " : "done: ") + count + " run" + (count == 1 ? "" : "s")
                    + " saved" + (outcome.cancelled() ? ", marked status=partial where cut short" : ""));
            out.flush();
            return outcome.cancelled() ? STOPPED : 0;
        } catch (RunnerException e) {
            return fail(err, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("benchlens: interrupted");
            err.flush();
            return 1;
        }
    }

    private static int fail(PrintWriter err, RunnerException e) {
        err.println("benchlens: " + e.getMessage());
        err.flush();
        return 1;
    }
}
