package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;

/**
 * Runs a workload from the command line: log lines on standard output, a progress line with the
 * time left and the last second's figures on a terminal, and Ctrl+C to stop it, which keeps what
 * was measured as a partial run. Shared by the {@code run} subcommands.
 */
final class RunnerConsole implements RunnerListener {

    /** How long Ctrl+C waits for the partial run to be saved before the program ends anyway. */
    private static final long SAVE_ON_INTERRUPT_SECONDS = 10;

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal = System.console() != null;
    private volatile LivePoint last;
    private boolean progressShown;

    RunnerConsole(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    /** Runs {@code workload} (already validated) on the store; the exit code: 0, or 1 when it failed. */
    int run(BenchLensCommand parent, Workload workload) throws InterruptedException {
        out.println(workload.describe());
        out.flush();
        try (Store store = parent.openStore()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            CountDownLatch finished = new CountDownLatch(1);
            Thread onInterrupt = new Thread(() -> {
                runner.cancel();
                try {
                    finished.await(SAVE_ON_INTERRUPT_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "benchlens-run-cancel");
            Runtime.getRuntime().addShutdownHook(onInterrupt);
            try {
                RunnerOutcome outcome = runner.run(workload, this);
                clearProgress();
                out.println((outcome.cancelled() ? "stopped; saved " : "saved ") + outcome.runs().size()
                        + (outcome.runs().size() == 1 ? " run" : " runs"));
                out.flush();
                return 0;
            } catch (RunnerException e) {
                clearProgress();
                err.println("benchlens: " + e.getMessage());
                err.flush();
                return 1;
            } finally {
                finished.countDown();
                removeHook(onInterrupt);
            }
        }
    }

    @Override
    public synchronized void progress(double fraction, String message) {
        if (!terminal) {
            return;
        }
        LivePoint point = last;
        String figures = point == null ? "" : String.format(Locale.ROOT, "  %.0f req/s, p95 %.2f ms, %d failed",
                point.throughput(), point.p95Millis(), point.errors());
        err.printf(Locale.ROOT, "\r\u001b[K%3.0f%% %s%s", fraction * 100, message, figures);
        err.flush();
        progressShown = true;
    }

    @Override
    public synchronized void log(String line) {
        clearProgress();
        out.println(line);
        out.flush();
    }

    @Override
    public void live(LivePoint point) {
        last = point;
    }

    @Override
    public synchronized void saved(Run run) {
        clearProgress();
        out.println("saved run " + run.id() + ": " + run.name() + " (" + run.attributes() + ")");
        out.flush();
    }

    private synchronized void clearProgress() {
        if (progressShown) {
            err.print("\r\u001b[K");
            err.flush();
            progressShown = false;
        }
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl+C: the hook is running and waits for this run to end
        }
    }
}
