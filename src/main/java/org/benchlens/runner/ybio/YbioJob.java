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
        String step = YbioRunNames.STEP_RUNIT;
        RunDraft run = new RunDraft(YbioRunNames.FORMAT, YbioRunNames.jobName(job))
                .startedAt(meter.started()).endedAt(meter.stopped())
                .attributes(target.attributes())
                .attributes(settings.extra())
                .attribute(AttributeKeys.STATUS, stoppedEarly ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED)
                .attribute(YbioRunNames.JOB_ID, Integer.toString(job))
                .attribute(YbioRunNames.TABLE_NAME, YbioRunNames.TABLE)
                .attribute(YbioRunNames.TAB_ROWS, Long.toString(settings.tableRows()))
                .attribute(YbioRunNames.BATCH_SIZE, Integer.toString(settings.batchSize()))
                .attribute(YbioRunNames.PCT_UPDATE, Integer.toString(settings.pctUpdate()))
                .attribute(YbioRunNames.PREPARED, Boolean.toString(settings.prepared()))
                .attribute(YbioRunNames.INDEX_ONLY, Boolean.toString(settings.indexOnly()))
                .attribute(YbioRunNames.RUN_DURATION, settings.duration().toSeconds() + " seconds")
                .attribute(YbioRunNames.JOBS, Integer.toString(settings.jobs()));
        meter.measureInto(run, step);
        long rows = meter.operations();
        run.measure(step, YbioRunNames.NUM_ROWS, rows, Units.COUNT)
                .measure(step, YbioRunNames.NUM_BATCHES, meter.transactions(), Units.COUNT)
                .measure(step, YbioRunNames.RIOPS, Math.round(meter.throughput()), Units.PER_SECOND)
                .measure(step, Metrics.ERRORS, errors, Units.COUNT);
        if (rows > 0) {
            run.measure(step, YbioRunNames.PCT_UPDATED, 100.0 * updatedRows / rows, Units.PERCENT);
        }
        return run;
    }
}
