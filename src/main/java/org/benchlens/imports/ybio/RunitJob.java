package org.benchlens.imports.ybio;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;

/** One runit() job: a NOTICE line per batch with the rate since the start, rows read and share updated. */
final class RunitJob extends NoticeRun {

    private final long job;
    private NoticeLine.RunitRate last;

    RunitJob(YbioCall call, long firstLine, long job) {
        super(call, firstLine);
        this.job = job;
    }

    void batch(NoticeLine.RunitRate line) {
        last = line;
        rate(line.rate());
    }

    @Override
    String step() {
        return YbioNames.STEP_RUNIT;
    }

    @Override
    String name() {
        return YbioNames.jobName(job, last.table());
    }

    @Override
    void describe(RunDraft run) {
        run.attribute(YbioNames.JOB_ID, Long.toString(job));
        run.attribute(YbioNames.TABLE_NAME, last.table());
        if (!arguments().containsKey(YbioNames.BATCH_SIZE) && last.lastRows() != null) {
            run.attribute(YbioNames.BATCH_SIZE, last.lastRows().toString());
        }
        run.measure(step(), YbioNames.ROWS_READ, last.rowsRead(), Units.COUNT);
        run.measure(step(), Metrics.OPERATIONS, last.rowsRead(), Units.COUNT);
        run.measure(step(), YbioNames.BATCHES, last.batch(), Units.COUNT);
        if (last.percentUpdated() != null) {
            run.measure(step(), YbioNames.PCT_UPDATED, last.percentUpdated(), Units.PERCENT);
        }
    }
}
