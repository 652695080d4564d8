package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

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
        AtomicBoolean stopAsked = new AtomicBoolean();
        AtomicReference<WorkloadRunner> running = new AtomicReference<>();
        try (InterruptSignal.Installed signals = InterruptSignal.install(() -> {
            log("stopping: what was measured is saved as a partial run (Ctrl+C again quits without it)");
            stopAsked.set(true);
            WorkloadRunner runner = running.get();
            if (runner != null) {
                runner.cancel();
            }
        }); Store store = parent.openStore()) {
            WorkloadRunner runner = new WorkloadRunner(store);
            running.set(runner);
            if (stopAsked.get()) {
                out.println("stopped before the run started; nothing saved");
                out.flush();
                return 0;
            }
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
        last = null; // the next level's figures start with its first second
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
}
