package org.benchlens.imports.ybio;

/**
 * The names YBIO runs are stored under, beside the normalised ones of {@code Metrics}: the
 * benchruns columns keep their own names, NOTICE figures are named after the words of the log.
 */
final class YbioNames {

    static final String FORMAT_BENCHRUNS = "ybio";
    static final String FORMAT_NOTICE = "ybio-notice";

    static final String STEP_SETUP = "setup";
    static final String STEP_RUNIT = "runit";

    /** rows/s of the report query: round(num_rows / seconds(end_time - start_time)). */
    static final String RIOPS = "riops";
    static final String NUM_ROWS = "num_rows";
    static final String NUM_BATCHES = "num_batches";
    static final String MAX_SCRATCH = "max_scratch";
    static final String PCT_SCRATCH = "pct_scratch";

    /** The rate in the last NOTICE line shown ("… at 81592 rows/s", "269310 rows/s on …"). */
    static final String LAST_RATE = "rows_per_s.last";
    /** Rows inserted so far by setup(), "( 100000 rows)". */
    static final String ROWS = "rows";
    /** Rows read by runit() so far, "total: 900000 rows read". */
    static final String ROWS_READ = "rows_read";
    /** Batches done: setup's progress lines, runit's "batch#". */
    static final String BATCHES = "batches";
    /** Share of rows updated so far, "44.4 % updated". */
    static final String PCT_UPDATED = "pct_updated";
    /** Progress of setup(), "Progress: 100.00 %". */
    static final String PCT_DONE = "pct_done";

    static final String JOB_ID = "job_id";
    static final String TABLE_NAME = "table_name";
    static final String BATCH_SIZE = "batch_size";
    static final String TAB_ROWS = "tab_rows";
    /** Timestamps of benchruns have no zone: they are stored as UTC, and this says so. */
    static final String TIMEZONE = "timezone";
    static final String TIMEZONE_ASSUMED = "unknown, read as UTC";
    /** The message of the ERROR that ended a job. */
    static final String ERROR = "error";

    private YbioNames() {
    }

    static String jobName(long jobId, String table) {
        return "ybio job " + jobId + (table == null ? "" : " (" + table + ")");
    }
}
