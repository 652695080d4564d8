package org.benchlens.imports.http;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The figures of one step of a load tool's report, each under the tool's own name and, where there
 * is one, the normalised name every format shares.
 */
public final class StepFigures {

    private final RunDraft draft;
    private final String step;

    public StepFigures(RunDraft draft, String step) {
        this.draft = draft;
        this.step = step;
    }

    /** Under the tool's own name only. */
    public StepFigures own(String name, double value, String unit) {
        draft.measure(step, name, value, unit);
        return this;
    }

    /** Under the tool's own name and the normalised one. */
    public StepFigures both(String own, String normalised, double value, String unit) {
        draft.measure(step, own, value, unit);
        draft.measure(step, normalised, value, unit);
        return this;
    }

    /** A latency in milliseconds at a percentile given in percent (50 → latency.med, 99.9 → latency.p99.9). */
    public StepFigures percentile(String own, double percent, double milliseconds) {
        return both(own, Metrics.latencyAtPercentile(percent), milliseconds, Units.MILLISECONDS);
    }

    /**
     * The requests of the step and the failed among them: {@code operations}, {@code errors.count}
     * and {@code errors.rate}, the share of {@code attempts} that failed.
     */
    public StepFigures outcome(double operations, double failed, double attempts) {
        draft.measure(step, Metrics.OPERATIONS, operations, Units.COUNT);
        draft.measure(step, Metrics.ERRORS, failed, Units.COUNT);
        draft.measure(step, Metrics.ERRORS_RATE, attempts > 0 ? failed / attempts : 0, Units.RATIO);
        return this;
    }
}
