package org.benchlens.model;

/**
 * The names YBIO runs are stored under, whether imported (benchruns dumps, NOTICE logs) or made by
 * the runner, so that both line up in a comparison: formats, steps {@code setup} and
 * {@code runit}, the benchruns columns under their own names, NOTICE figures named after the words
 * of the log, beside the normalised ones of {@link Metrics}.
 */
public final class YbioNames {

    public static final String FORMAT = "ybio";
    public static final String FORMAT_NOTICE = "ybio-notice";

    public static final String STEP_SETUP = "setup";
    public static final String STEP_RUNIT = "runit";
    /** The table the runner fills, as YBIO's own setup names its first. */
    public static final String TABLE = "bench0001";

    /** rows/s of the report query: round(num_rows / seconds(end_time - start_time)). */
    public static final String RIOPS = "riops";
    public static final String NUM_ROWS = "num_rows";
    public static final String NUM_BATCHES = "num_batches";
    public static final String MAX_SCRATCH = "max_scratch";
    public static final String PCT_SCRATCH = "pct_scratch";

    /** The rate in the last NOTICE line shown ("… at 81592 rows/s", "269310 rows/s on …"). */
    public static final String LAST_RATE = "rows_per_s.last";
    /** Rows inserted so far by setup(), "( 100000 rows)". */
    public static final String ROWS = "rows";
    /** Rows read by runit() so far, "total: 900000 rows read". */
    public static final String ROWS_READ = "rows_read";
    /** Batches done: setup's progress lines, runit's "batch#". */
    public static final String BATCHES = "batches";
    /** Share of rows updated so far, "44.4 % updated". */
    public static final String PCT_UPDATED = "pct_updated";
    /** Progress of setup(), "Progress: 100.00 %". */
    public static final String PCT_DONE = "pct_done";

    public static final String JOB_ID = "job_id";
    public static final String TABLE_NAME = "table_name";
    public static final String BATCH_SIZE = "batch_size";
    public static final String TAB_ROWS = "tab_rows";
    /** Rows counted in the table after setup(), as benchruns' table_rows. */
    public static final String TABLE_ROWS = "table_rows";
    public static final String PCT_UPDATE = "pct_update";
    public static final String PREPARED = "prepared";
    public static final String INDEX_ONLY = "index_only";
    public static final String RUN_DURATION = "run_duration";
    /** How many runit() jobs ran at once. */
    public static final String JOBS = "jobs";
    /** Timestamps of benchruns have no zone: they are stored as UTC, and this says so. */
    public static final String TIMEZONE = "timezone";
    public static final String TIMEZONE_ASSUMED = "unknown, read as UTC";
    /** The message of the ERROR that ended a job. */
    public static final String ERROR = "error";

    private YbioNames() {
    }

    /** The name of a runit() job's run: {@code ybio job 3 (bench0001)}. */
    public static String jobName(long jobId, String table) {
        return "ybio job " + jobId + (table == null ? "" : " (" + table + ")");
    }

    /** The name of a setup() run: {@code ybio setup bench0001}. */
    public static String setupName(String table) {
        return "ybio setup " + table;
    }
}
