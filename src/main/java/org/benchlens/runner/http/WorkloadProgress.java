package org.benchlens.runner.http;

import java.time.Duration;

import org.benchlens.runner.TimeLeftText;
import org.benchlens.runner.RunContext;

/** Turns where a level is into the fraction of the whole workload done and the time left. */
final class WorkloadProgress {

    private final HttpLoadPlan plan;
    private final long levelNanos;
    private final long totalNanos;
    private int levelIndex;

    WorkloadProgress(HttpLoadPlan plan) {
        this.plan = plan;
        this.levelNanos = plan.levelDuration().toNanos();
        this.totalNanos = plan.totalDuration().toNanos();
    }

    void startLevel(int index) {
        levelIndex = index;
    }

    /** @param elapsedNanos time since the current level started, warm-up included */
    void report(RunContext context, long elapsedNanos, String phase) {
        long done = levelIndex * levelNanos + Math.min(elapsedNanos, levelNanos);
        long leftSeconds = (long) Math.ceil(Math.max(0, totalNanos - done) / 1e9);
        String where = plan.levels().size() > 1
                ? HttpRunNames.load(plan, plan.levels().get(levelIndex)) + " (level " + (levelIndex + 1) + " of "
                        + plan.levels().size() + ")"
                : HttpRunNames.load(plan, plan.levels().get(levelIndex));
        context.progress(totalNanos == 0 ? 1 : (double) done / totalNanos,
                where + ", " + phase + ": " + TimeLeftText.of(Duration.ofSeconds(leftSeconds)));
    }
}
