package org.benchlens.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerListener;
import org.benchlens.app.WriteMoments;

/**
 * What a workload shows on the terminal: its log lines, and the progress with the time left on
 * one line that rewrites itself (only on a terminal, so a redirected output stays clean).
 */
final class WorkloadConsole implements RunnerListener {

    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean terminal;
    private String lastLive = "";

    WorkloadConsole(PrintWriter out, PrintWriter err, boolean terminal) {
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public synchronized void progress(double fraction, String message) {
        if (terminal) {
            err.printf(Locale.ROOT, "\r\u001b[K%3.0f %% %s%s", 100 * fraction, message, lastLive);
            err.flush();
        }
    }

    @Override
    public synchronized void log(String line) {
        clearProgress();
        out.println(line);
        out.flush();
    }

    @Override
    public synchronized void live(LivePoint point) {
        String failed = point.errors() == 0 ? "" : ", " + point.errors() + " failed";
        lastLive = Double.isNaN(point.p95Millis())
                ? String.format(Locale.ROOT, " (%.0f/s%s)", point.throughput(), failed)
                : String.format(Locale.ROOT, " (%.0f/s, p95 %.2f ms%s)", point.throughput(), point.p95Millis(), failed);
    }

    @Override
    public synchronized void saved(Run run) {
        clearProgress();
        lastLive = ""; // the next level's figures start with its first second
        out.println("saved run " + run.id() + ": " + run.name() + " [" + run.attributes() + "]");
        out.flush();
        WriteMoments.said();
    }

    private void clearProgress() {
        if (terminal) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
