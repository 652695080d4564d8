package org.benchlens.runner.ibench;

import java.util.Locale;

import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.TimeLeftText;
import org.benchlens.runner.db.OperationMeter;

/**
 * What one step shows each second: the live figures of its measured operation, the progress of
 * the whole run with the time left in the step, and a log line.
 */
final class StepWatch implements Runnable {

    private final RunContext context;
    private final String step;
    private final String unit;
    private final int index;
    private final int steps;
    private final OperationMeter meter;
    private final double goal;
    private final boolean timed;

    /**
     * @param goal  operations the step does (counted steps) or seconds it runs (timed steps)
     * @param timed true when the step runs for a time rather than for a number of operations
     */
    StepWatch(RunContext context, String step, String unit, int index, int steps, OperationMeter meter, double goal,
              boolean timed) {
        this.context = context;
        this.step = step;
        this.unit = unit;
        this.index = index;
        this.steps = steps;
        this.meter = meter;
        this.goal = goal;
        this.timed = timed;
    }

    void started() {
        context.progress((double) index / steps, step + ": started");
        context.log(step + ": started");
    }

    /** One line for the log with what the step measured. */
    void ended() {
        context.log(String.format(Locale.ROOT, "%s: %d %s in %.1f s, %.0f %s/s", step, meter.operations(), unit,
                meter.elapsedSeconds(), meter.throughput(), unit));
    }

    @Override
    public void run() {
        LivePoint point = meter.lastFullSecond().of(step);
        context.live(point);
        double done = timed ? meter.elapsedSeconds() : meter.operations();
        double share = Math.min(1, done / goal);
        double rate = meter.throughput();
        String left = timed ? TimeLeftText.ofSeconds(goal - done)
                : rate > 0 ? "about " + TimeLeftText.ofSeconds((goal - done) / rate) : "";
        context.progress((index + share) / steps,
                String.format(Locale.ROOT, "%s: %.0f %%, %s", step, 100 * share, left));
        context.log(String.format(Locale.ROOT, "%s: %.0f %s/s, %d so far", step, point.throughput(), unit,
                meter.operations()));
    }
}
