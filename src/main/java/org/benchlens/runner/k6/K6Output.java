package org.benchlens.runner.k6;

import java.util.OptionalDouble;

import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;

/**
 * What k6 prints while it runs, passed on as it comes: every line to the log, its progress bar as
 * the progress of the whole sweep, and its completed iterations as live throughput (iterations
 * per second; requests and latencies come from its result files at the end). Lines arrive from
 * k6's output and error streams on two threads.
 */
final class K6Output {

    private final RunContext context;
    private final int level;
    private final int levels;
    private final String title;
    private final long offsetSeconds;
    private K6ProgressLine.Running last;

    /** @param offsetSeconds seconds k6 ran in the levels before this one, so that a sweep's points follow on */
    K6Output(RunContext context, int level, int levels, String title, long offsetSeconds) {
        this.context = context;
        this.offsetSeconds = offsetSeconds;
        this.level = level;
        this.levels = levels;
        this.title = title;
    }

    synchronized void line(String line) {
        context.log(line);
        OptionalDouble fraction = K6ProgressLine.fraction(line);
        if (fraction.isPresent()) {
            context.progress((level + fraction.getAsDouble()) / levels, "k6 " + title);
        }
        K6ProgressLine.Running running = K6ProgressLine.running(line);
        if (running != null) {
            live(running);
        }
    }

    /** The seconds k6 last said it had run, rounded up: where the next level's points start. */
    synchronized long secondsRun() {
        return last == null ? 0 : (long) Math.ceil(last.seconds());
    }

    /** One live point per whole second k6 reports, from the iterations completed since the last. */
    private void live(K6ProgressLine.Running now) {
        if (last != null && Math.floor(now.seconds()) > Math.floor(last.seconds())) {
            double seconds = now.seconds() - last.seconds();
            double rate = (now.completeIterations() - last.completeIterations()) / seconds;
            context.live(new LivePoint(offsetSeconds + (long) Math.floor(now.seconds()), rate, Double.NaN, 0));
        }
        if (last == null || now.seconds() > last.seconds()) {
            last = now;
        }
    }
}
