package org.benchlens.imports.ybio;

import static org.benchlens.model.YbioNames.STEP_RUNIT;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;

/**
 * One row of {@code benchruns} as a run: one runit() job. A job whose {@code end_time} is NULL
 * did not finish (cancelled, or killed) and gets no throughput.
 */
final class BenchrunsJob {

    /** Columns the usual report query puts before {@code *}. */
    static final List<String> REPORT_COLUMNS = List.of("duration", YbioNames.RIOPS, YbioNames.PCT_SCRATCH, "coverage");

    /** Columns kept as attributes, as a person reads them. */
    private static final List<String> INTEGER_ATTRIBUTES = List.of(YbioNames.JOB_ID, "pct_update",
            YbioNames.BATCH_SIZE, YbioNames.TAB_ROWS, "table_rows", "table_scratch");
    private static final List<String> BOOLEAN_ATTRIBUTES = List.of("prepared", "index_only");
    private static final List<String> TEXT_ATTRIBUTES =
            List.of(YbioNames.TABLE_NAME, BenchrunsHeader.COMMENTS, "coverage");

    /** A riops that rounds num_rows / seconds differs from it by at most one half. */
    private static final double ROUNDING = 0.5 + 1e-9;

    private BenchrunsJob() {
    }

    static boolean isKnownColumn(String column) {
        return BenchrunsHeader.TABLE_COLUMNS.contains(column) || REPORT_COLUMNS.contains(column)
                || column.equals(BenchrunsHeader.COMMENTS);
    }

    static RunDraft toRun(BenchrunsRow row, ImportContext context) throws ImportFailure {
        Long jobId = row.integer(YbioNames.JOB_ID);
        if (jobId == null) {
            throw ImportFailure.atLine(row.line(), "job_id is empty; expected the job number");
        }
        String name = YbioNames.jobName(jobId, row.text(YbioNames.TABLE_NAME));
        RunDraft run = new RunDraft(YbioNames.FORMAT, name);
        addAttributes(row, run);

        PgText.Timestamp start = row.timestamp("start_time");
        PgText.Timestamp end = row.timestamp("end_time");
        if (start != null) {
            run.startedAt(start.instant());
        }
        if (end != null) {
            run.endedAt(end.instant());
        }
        if (start != null && !start.zoned() || end != null && !end.zoned()) {
            run.attribute(YbioNames.TIMEZONE, YbioNames.TIMEZONE_ASSUMED);
        }
        boolean finished = end != null;
        run.attribute(AttributeKeys.STATUS, finished ? AttributeKeys.STATUS_COMPLETED : AttributeKeys.STATUS_CANCELLED);

        Long rows = row.integer(YbioNames.NUM_ROWS);
        measure(run, YbioNames.NUM_ROWS, rows, Units.COUNT);
        measure(run, Metrics.OPERATIONS, rows, Units.COUNT);
        measure(run, YbioNames.NUM_BATCHES, row.integer(YbioNames.NUM_BATCHES), Units.COUNT);
        measure(run, YbioNames.MAX_SCRATCH, row.integer(YbioNames.MAX_SCRATCH), Units.NONE);
        measure(run, YbioNames.PCT_SCRATCH, row.number(YbioNames.PCT_SCRATCH), Units.PERCENT);
        Double riops = row.number(YbioNames.RIOPS);
        measure(run, YbioNames.RIOPS, riops, Units.PER_SECOND);

        Double seconds = row.intervalSeconds("duration");
        if (start != null && end != null) {
            Duration elapsed = Duration.between(start.instant(), end.instant());
            double elapsedSeconds = elapsed.getSeconds() + elapsed.getNano() / 1e9;
            seconds = seconds == null ? elapsedSeconds : seconds;
            if (finished && rows != null && elapsedSeconds > 0) {
                double throughput = rows / elapsedSeconds;
                run.measure(STEP_RUNIT, Metrics.THROUGHPUT, throughput, Units.PER_SECOND);
                checkRiops(row, jobId, riops, throughput, context);
            }
        }
        measure(run, Metrics.DURATION, seconds, Units.SECONDS);
        return run;
    }

    private static void addAttributes(BenchrunsRow row, RunDraft run) throws ImportFailure {
        for (String column : INTEGER_ATTRIBUTES) {
            Long value = row.integer(column);
            run.attribute(column, value == null ? null : value.toString());
        }
        for (String column : BOOLEAN_ATTRIBUTES) {
            Boolean value = row.bool(column);
            run.attribute(column, value == null ? null : value.toString());
        }
        for (String column : TEXT_ATTRIBUTES) {
            run.attribute(column, row.text(column));
        }
        for (String column : row.header().names()) {
            if (!isKnownColumn(column)) {
                run.attribute(column, row.text(column));
            }
        }
    }

    private static void checkRiops(BenchrunsRow row, long jobId, Double riops, double throughput,
                                   ImportContext context) {
        if (riops != null && Math.abs(riops - throughput) > ROUNDING) {
            context.note("line " + row.line() + ": job " + jobId + " has riops " + PgText.plain(riops.toString())
                    + " but num_rows / (end_time - start_time) is " + String.format(Locale.ROOT, "%.1f", throughput)
                    + " rows/s; both are kept");
        }
    }

    private static void measure(RunDraft run, String metric, Number value, String unit) {
        if (value != null) {
            run.measure(STEP_RUNIT, metric, value.doubleValue(), unit);
        }
    }
}
