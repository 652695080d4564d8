package org.benchlens.ui.runner;

import java.time.Duration;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;

/**
 * A small real workload for the window's tests: ten ticks (200 ms apart unless told, 2 s), each a live point of
 * 100 × tick operations/s and a p95 of 5 + tick ms, then one run with the mean throughput. Stopped,
 * it emits the ticks so far as a partial run.
 */
class TickingWorkload implements Workload {

    static final int TICKS = 10;
    private final String name;
    private final long tickMillis;
    private final boolean measuresP95;

    TickingWorkload(String name) {
        this(name, 200, true);
    }

    TickingWorkload(String name, long tickMillis) {
        this(name, tickMillis, true);
    }

    /** @param measuresP95 false for one that, like k6 on its progress lines, has no p95 until the end */
    TickingWorkload(String name, long tickMillis, boolean measuresP95) {
        this.name = name;
        this.tickMillis = tickMillis;
        this.measuresP95 = measuresP95;
    }

    @Override
    public String kind() {
        return "ticks";
    }

    @Override
    public String describe() {
        return name + ": 10 ticks";
    }

    @Override
    public java.util.List<String> arguments() {
        return java.util.List.of("run", "ticks", name);
    }

    @Override
    public Duration expectedDuration() {
        return Duration.ofMillis(TICKS * tickMillis);
    }

    @Override
    public void validate() throws RunnerException {
    }

    @Override
    public void run(RunContext context) throws RunnerException, InterruptedException {
        double sum = 0;
        int tick = 0;
        while (tick < TICKS && !context.cancelled()) {
            Thread.sleep(tickMillis);
            tick++;
            sum += 100.0 * tick;
            context.live(new LivePoint(tick, 100.0 * tick, measuresP95 ? 5 + tick : Double.NaN, 0));
            context.log("tick " + tick);
            context.progress((double) tick / TICKS, "tick " + tick + " of " + TICKS);
        }
        RunDraft run = new RunDraft("runner-ticks", name).attribute("runner", "ticks")
                .measure(Steps.TOTAL, Metrics.THROUGHPUT, sum / tick, Units.PER_SECOND);
        if (tick < TICKS) {
            run.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        }
        context.emit(run);
    }
}
