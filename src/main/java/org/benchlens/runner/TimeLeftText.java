package org.benchlens.runner;

import java.time.Duration;

/**
 * The one wording of the time a workload has left, in the runners' progress and in the runner
 * window alike: "45 s left", "1 min 20 s left", "2 h 5 min left".
 */
public final class TimeLeftText {

    private TimeLeftText() {
    }

    public static String of(Duration left) {
        return length(left) + " left";
    }

    /** A length of time in the same words: "45 s", "1 min 20 s", "2 h 5 min". */
    public static String length(Duration time) {
        long seconds = Math.max(0, (time.toMillis() + 999) / 1000);
        if (seconds >= 3600) {
            return seconds / 3600 + " h " + seconds % 3600 / 60 + " min";
        }
        return seconds >= 60 ? seconds / 60 + " min " + seconds % 60 + " s" : seconds + " s";
    }

    public static String ofSeconds(double seconds) {
        return of(Duration.ofMillis(Math.round(Math.max(0, seconds) * 1000)));
    }
}
