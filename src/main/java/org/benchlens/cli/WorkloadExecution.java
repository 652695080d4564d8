package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;

/**
 * Runs a workload from the command line into the store: Ctrl-C asks it to stop and waits until
 * the partial run is saved; a setting that cannot work is one sentence and exit code 1.
 */
final class WorkloadExecution {

    /** How long Ctrl-C waits for the partial runs to be saved before the JVM ends anyway. */
    private static final long STOP_WAIT_SECONDS = 30;

    private WorkloadExecution() {
    }

    static int run(BenchLensCommand parent, Workload workload, PrintWriter out, PrintWriter err) {
        try {
            workload.validate();
        } catch (RunnerException e) {
            return fail(err, e);
        }
        CountDownLatch finished = new CountDownLatch(1);
        try (Store store = parent.openStore()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            Thread stopOnInterrupt = new Thread(() -> {
                runner.cancel();
                try {
                    finished.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException ignored) {
                    Thread.currentThread().interrupt();
                }
            }, "benchlens-stop-workload");
            Runtime.getRuntime().addShutdownHook(stopOnInterrupt);
            try {
                RunnerOutcome outcome = runner.run(workload, new WorkloadConsole(out, err, System.console() != null));
                out.println((outcome.cancelled() ? "stopped: " : "done: ") + outcome.runs().size() + " run"
                        + (outcome.runs().size() == 1 ? "" : "s") + " saved"
                        + (outcome.cancelled() ? ", the last marked status=partial" : ""));
                out.flush();
                return outcome.cancelled() ? 130 : 0;
            } finally {
                finished.countDown();
                removeHook(stopOnInterrupt);
            }
        } catch (RunnerException e) {
            return fail(err, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("benchlens: interrupted");
            err.flush();
            return 1;
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it is what stopped the workload
        }
    }

    private static int fail(PrintWriter err, RunnerException e) {
        err.println("benchlens: " + e.getMessage());
        err.flush();
        return 1;
    }
}
