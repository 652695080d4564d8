package org.benchlens.runner.ybio;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;
import org.benchlens.runner.db.ClientWorkers;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.OperationMeter;

/**
 * One runit() job on its own connection: until the deadline, one transaction per batch on a
 * random range of batch_size keys, an update for pct_update of them and a read for the rest.
 * A transaction the database rolls back (a deadlock, a lock timeout) is counted as an error.
 */
final class YbioJob implements ClientWorkers.Worker {

    private final int job;
    private final YbioSettings settings;
    private final DatabaseTarget target;
    private final OperationMeter total;
    private final OperationMeter meter;
    private Instant deadline;
    private final BooleanSupplier cancelled;
    private final Clock clock;
    private long updatedRows;
    private long errors;
    /** True until the job ran to its deadline: a job whose database went away after cancel is partial. */
    private boolean stoppedEarly = true;

    /** @param total the meter of all jobs together, for the live figures */
    YbioJob(int job, YbioSettings settings, DatabaseTarget target, OperationMeter total, Clock clock,
            BooleanSupplier cancelled) {
        this.job = job;
        this.settings = settings;
        this.target = target;
        this.total = total;
        this.clock = clock;
        this.cancelled = cancelled;
        this.meter = new OperationMeter(clock);
    }

    /** Connects, waits for the other jobs, then runs until the duration is over or cancel is asked. */
    @Override
    public void work(ClientWorkers.Start start) throws Exception {
        long lastStart = settings.tableRows() - settings.batchSize() + 1;
        try {
            runBatches(start, lastStart);
        } finally {
            if (deadline == null) {
                meter.stop();
            } else {
                meter.stop(deadline);
            }
        }
    }

    private void runBatches(ClientWorkers.Start start, long lastStart) throws Exception {
        try (Connection connection = target.connect();
             YbioStatements statements = new YbioStatements(connection, settings.prepared(), settings.indexOnly())) {
            start.await();
            meter.restart();
            deadline = meter.started().plus(settings.duration());
            while (clock.instant().isBefore(deadline) && !cancelled.getAsBoolean()) {
                long first = ThreadLocalRandom.current().nextLong(1, lastStart + 1);
                long last = first + settings.batchSize() - 1;
                boolean update = ThreadLocalRandom.current().nextInt(100) < settings.pctUpdate();
                long began = System.nanoTime();
                try {
                    long rows = update ? statements.update(first, last) : statements.read(first, last);
                    connection.commit();
                    long micros = (System.nanoTime() - began) / 1000;
                    meter.record(rows, micros);
                    total.record(rows, micros);
                    updatedRows += update ? rows : 0;
                } catch (SQLException e) {
                    if (!isConflict(e)) {
                        throw e;
                    }
                    connection.rollback();
                    errors++;
                }
            }
            stoppedEarly = clock.instant().isBefore(deadline);
        }
    }

    /** Deadlock, serialization failure, lock timeout: the database's answer to jobs that collide. */
    private static boolean isConflict(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        return state.startsWith("40") || state.equals("HYT00") || state.equals("55P03");
    }

    /** The job as a run; call once {@link #work} has returned. */
    RunDraft draft() {
        String step = YbioNames.STEP_RUNIT;
        RunDraft run = new RunDraft(YbioNames.FORMAT, YbioNames.jobName(job, YbioNames.TABLE))
                .startedAt(meter.started()).endedAt(meter.stopped())
                .attributes(target.attributes())
                .attributes(settings.extra())
                .attribute(AttributeKeys.STATUS, stoppedEarly ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED)
                .attribute(YbioNames.JOB_ID, Integer.toString(job))
                .attribute(YbioNames.TABLE_NAME, YbioNames.TABLE)
                .attribute(YbioNames.TAB_ROWS, Long.toString(settings.tableRows()))
                .attribute(YbioNames.BATCH_SIZE, Integer.toString(settings.batchSize()))
                .attribute(YbioNames.PCT_UPDATE, Integer.toString(settings.pctUpdate()))
                .attribute(YbioNames.PREPARED, Boolean.toString(settings.prepared()))
                .attribute(YbioNames.INDEX_ONLY, Boolean.toString(settings.indexOnly()))
                .attribute(YbioNames.RUN_DURATION, settings.duration().toSeconds() + " seconds")
                .attribute(YbioNames.JOBS, Integer.toString(settings.jobs()));
        meter.measureInto(run, step);
        long rows = meter.operations();
        run.measure(step, YbioNames.NUM_ROWS, rows, Units.COUNT)
                .measure(step, YbioNames.NUM_BATCHES, meter.transactions(), Units.COUNT)
                .measure(step, YbioNames.RIOPS, Math.round(meter.throughput()), Units.PER_SECOND)
                .measure(step, Metrics.ERRORS, errors, Units.COUNT);
        if (rows > 0) {
            run.measure(step, YbioNames.PCT_UPDATED, 100.0 * updatedRows / rows, Units.PERCENT);
        }
        return run;
    }
}
