package org.benchlens.ui.runner;

import java.time.Duration;

import org.benchlens.runner.TimeLeftText;

/** How long a running workload has left, for the queue: "1 min 20 s left". */
public final class TimeLeft {

    /** Below this fraction done, an estimate from progress alone is a guess. */
    private static final double TOO_EARLY = 0.02;

    private TimeLeft() {
    }

    /**
     * From the length the workload announced where it did, else from how far it is after how long.
     *
     * @return the estimate, or null when there is none yet
     */
    static Duration estimate(Duration elapsed, double fraction, Duration expected) {
        if (!expected.isZero()) {
            Duration left = expected.minus(elapsed);
            return left.isNegative() ? Duration.ZERO : left;
        }
        if (fraction < TOO_EARLY || fraction > 1) {
            return null;
        }
        return Duration.ofMillis(Math.round(elapsed.toMillis() * (1 - fraction) / fraction));
    }

    static String describe(Duration left) {
        return left == null ? "" : TimeLeftText.of(left);
    }
}
