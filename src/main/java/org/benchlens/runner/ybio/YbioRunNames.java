package org.benchlens.runner.ybio;

/**
 * The names YBIO runs are stored under, the same as the YBIO importers give them, so that a run
 * made here lines up with an imported one in a comparison: format {@code ybio}, steps
 * {@code setup} and {@code runit}, the benchruns column names.
 */
final class YbioRunNames {

    static final String FORMAT = "ybio";
    static final String STEP_SETUP = "setup";
    static final String STEP_RUNIT = "runit";
    static final String TABLE = "bench0001";

    static final String RIOPS = "riops";
    static final String NUM_ROWS = "num_rows";
    static final String NUM_BATCHES = "num_batches";
    static final String ROWS = "rows";
    static final String BATCHES = "batches";
    static final String PCT_DONE = "pct_done";
    static final String PCT_UPDATED = "pct_updated";

    static final String JOB_ID = "job_id";
    static final String TABLE_NAME = "table_name";
    static final String TAB_ROWS = "tab_rows";
    /** Rows counted in the table after setup(), as benchruns' table_rows. */
    static final String TABLE_ROWS = "table_rows";
    static final String BATCH_SIZE = "batch_size";
    static final String PCT_UPDATE = "pct_update";
    static final String PREPARED = "prepared";
    static final String INDEX_ONLY = "index_only";
    static final String RUN_DURATION = "run_duration";
    /** How many runit() jobs ran at once. */
    static final String JOBS = "jobs";

    private YbioRunNames() {
    }

    static String jobName(int job) {
        return "ybio job " + job + " (" + TABLE + ")";
    }

    static String setupName() {
        return "ybio setup " + TABLE;
    }
}
