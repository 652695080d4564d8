package org.benchlens.runner.ibench;

import java.time.Clock;
import java.time.Instant;

/**
 * Keeps a background writer at its target rate: from the step's start, {@code rate} rows per
 * second are due; a writer that fell behind catches up at once, one that is ahead waits.
 */
final class Pace {

    private final Clock clock;
    private final Instant start;
    private final double rate;

    Pace(Clock clock, Instant start, double rate) {
        this.clock = clock;
        this.start = start;
        this.rate = rate;
    }

    /** Rows due by now, given {@code done} rows already written, at most {@code batch}; 0 when ahead. */
    int due(long done, int batch) {
        long millis = clock.millis() - start.toEpochMilli();
        long dueByNow = (long) Math.floor(rate * millis / 1000.0);
        return (int) Math.max(0, Math.min(batch, dueByNow - done));
    }
}
