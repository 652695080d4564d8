package org.benchlens.imports.ab;

import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/** One of ab's connection-time phases over every row: its min, mean and max, under the names of ab's report. */
final class AbPhase {

    private final String name;
    private long count;
    private double sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    /** @param name as ab's report prints it: Connect, Processing, Waiting */
    AbPhase(String name) {
        this.name = name;
    }

    void add(long millis) {
        count++;
        sum += millis;
        min = Math.min(min, millis);
        max = Math.max(max, millis);
    }

    void measure(RunDraft draft) {
        if (count > 0) {
            draft.measure(Steps.TOTAL, name + ".min", min, Units.MILLISECONDS);
            draft.measure(Steps.TOTAL, name + ".mean", sum / count, Units.MILLISECONDS);
            draft.measure(Steps.TOTAL, name + ".max", max, Units.MILLISECONDS);
        }
    }
}
