package org.benchlens.runner.ybio;

import java.time.Duration;
import java.util.Objects;

import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.db.TargetSettings;

/**
 * What a YBIO-like run does, as a dialog or the command line fills it in. The names follow YBIO's
 * own arguments (tab_rows, batch_size, pct_update, run_duration, prepared, index_only).
 *
 * @param target         where it runs (default: embedded H2)
 * @param tableRows      rows setup() inserts (tab_rows), default 100 000
 * @param setupBatchSize rows per insert transaction of setup(), default 10 000
 * @param batchSize      rows per transaction of runit() (batch_size), default 10
 * @param pctUpdate      share of runit() transactions that update rather than read, 0..100, default 0
 * @param duration       how long runit() runs (run_duration), default 30 s
 * @param prepared       runit() uses prepared statements, default true
 * @param indexOnly      runit()'s reads touch only the primary key index, default false
 * @param jobs           runit() jobs at once, each on its own connection, 1..64, default 1
 * @param extra          attributes given by the user for every run (config=..., instance=...)
 */
public record YbioSettings(TargetSettings target, long tableRows, int setupBatchSize, int batchSize,
                           int pctUpdate, Duration duration, boolean prepared, boolean indexOnly, int jobs,
                           Attributes extra) {

    public static final long DEFAULT_TABLE_ROWS = 100_000;
    public static final int DEFAULT_SETUP_BATCH_SIZE = 10_000;
    public static final int DEFAULT_BATCH_SIZE = 10;
    public static final int DEFAULT_PCT_UPDATE = 0;
    public static final Duration DEFAULT_DURATION = Duration.ofSeconds(30);
    public static final int DEFAULT_JOBS = 1;
    public static final int MAX_JOBS = 64;

    public YbioSettings {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(duration, "duration");
        extra = extra == null ? Attributes.EMPTY : extra;
    }

    public static YbioSettings defaults() {
        return new YbioSettings(TargetSettings.embeddedH2(), DEFAULT_TABLE_ROWS, DEFAULT_SETUP_BATCH_SIZE,
                DEFAULT_BATCH_SIZE, DEFAULT_PCT_UPDATE, DEFAULT_DURATION, true, false, DEFAULT_JOBS, Attributes.EMPTY);
    }

    /** The first setting that cannot work, in one sentence. */
    public void check() throws RunnerException {
        if (tableRows <= 0) {
            throw new RunnerException("rows (tab_rows) is " + tableRows + "; expected at least 1 row to set up");
        }
        if (setupBatchSize <= 0) {
            throw new RunnerException("the setup batch size is " + setupBatchSize + "; expected at least 1 row per batch");
        }
        if (batchSize <= 0 || batchSize > tableRows) {
            throw new RunnerException("the batch size (batch_size) is " + batchSize + "; expected 1 to " + tableRows
                    + " rows (the table's rows)");
        }
        if (pctUpdate < 0 || pctUpdate > 100) {
            throw new RunnerException("the update percentage (pct_update) is " + pctUpdate + "; expected 0 to 100");
        }
        if (duration.isNegative() || duration.isZero()) {
            throw new RunnerException("the duration (run_duration) is " + duration.toSeconds()
                    + " s; expected at least 1 second");
        }
        if (jobs < 1 || jobs > MAX_JOBS) {
            throw new RunnerException("jobs is " + jobs + "; expected 1 to " + MAX_JOBS + " jobs at once");
        }
    }

    public YbioSettings withTarget(TargetSettings newTarget) {
        return new YbioSettings(newTarget, tableRows, setupBatchSize, batchSize, pctUpdate, duration, prepared,
                indexOnly, jobs, extra);
    }
}
