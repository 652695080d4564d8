package org.benchlens.runner.ybio;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.Locale;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.OperationMeter;

/**
 * setup(): creates the table and inserts its rows, one commit per batch. Batch b holds the keys
 * b+1, b+1+B, b+1+2B, … (B batches), so that a range of keys is spread over the whole table, as
 * YBIO spreads it.
 */
final class YbioSetup {

    private final YbioSettings settings;
    private final RunContext context;
    private final Clock clock;
    private final double progressShare;

    /** @param progressShare the part of the progress bar setup fills, from 0 */
    YbioSetup(YbioSettings settings, RunContext context, Clock clock, double progressShare) {
        this.settings = settings;
        this.context = context;
        this.clock = clock;
        this.progressShare = progressShare;
    }

    /** Fills the table; the run it returns is partial when the user stopped it. */
    RunDraft run(DatabaseTarget target) throws SQLException {
        long rows = settings.tableRows();
        long batches = (rows + settings.setupBatchSize() - 1) / settings.setupBatchSize();
        context.log("setup: inserting " + rows + " rows in " + batches + " batches of " + settings.setupBatchSize());
        OperationMeter meter = new OperationMeter(clock);
        try (Connection connection = target.connect()) {
            createTable(connection);
            long done = insertBatches(connection, meter, batches);
            meter.stop();
            Long tableRows = null;
            try {
                if (target.dbms().equals("postgresql")) {
                    analyze(connection);
                }
                tableRows = countRows(connection);
            } catch (SQLException e) {
                if (!context.cancelled()) {
                    throw e;
                }
                context.log("setup: the table could not be counted after the stop (" + e.getMessage() + ")");
            }
            RunDraft run = draft(target, meter, done, batches, tableRows);
            context.log(String.format(Locale.ROOT, "setup: %d rows in %.1f s, %.0f rows/s", meter.operations(),
                    meter.elapsedSeconds(), meter.throughput()));
            return run;
        }
    }

    /**
     * Inserts batch after batch until all are in or the user stops; returns the batches committed.
     * After a stop, a failing insert ends setup quietly: Ctrl-C may have stopped an embedded server too.
     */
    private long insertBatches(Connection connection, OperationMeter meter, long batches) throws SQLException {
        long rows = settings.tableRows();
        long nextReport = clock.millis() + 1000;
        long batch = 0;
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into " + YbioNames.TABLE + " (mykey, scratch, filler) values (?, 0, ?)")) {
            for (; batch < batches && !context.cancelled(); batch++) {
                long began = System.nanoTime();
                long inserted = 0;
                for (long key = batch + 1; key <= rows; key += batches) {
                    insert.setLong(1, key);
                    insert.setString(2, "x");
                    insert.addBatch();
                    inserted++;
                }
                insert.executeBatch();
                connection.commit();
                meter.record(inserted, (System.nanoTime() - began) / 1000);
                if (clock.millis() >= nextReport) {
                    nextReport += 1000;
                    report(meter, rows);
                }
            }
        } catch (SQLException e) {
            if (!context.cancelled()) {
                throw e;
            }
        }
        return batch;
    }

    private void report(OperationMeter meter, long rows) {
        context.live(meter.lastFullSecond());
        double done = (double) meter.operations() / rows;
        String line = String.format(Locale.ROOT, "Table %s Progress: %6.2f %% (%d rows) at %.0f rows/s",
                YbioNames.TABLE, 100 * done, meter.operations(), meter.throughput());
        context.log(line);
        context.progress(progressShare * done, "setup: " + line);
    }

    private static void createTable(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + YbioNames.TABLE);
            statement.execute("create table " + YbioNames.TABLE
                    + " (mykey bigint not null primary key, scratch bigint, filler char(100))");
        }
        connection.commit();
    }

    /** Fresh statistics, so that runit()'s range reads use the primary key from the start. */
    private static void analyze(Connection connection) throws SQLException {
        connection.setAutoCommit(true);
        try (Statement statement = connection.createStatement()) {
            statement.execute("analyze " + YbioNames.TABLE);
        } finally {
            connection.setAutoCommit(false);
        }
    }

    private static long countRows(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("select count(*) from " + YbioNames.TABLE)) {
            count.next();
            long rows = count.getLong(1);
            connection.commit();
            return rows;
        }
    }

    /** @param tableRows the rows counted in the table, or null when it could not be counted after a stop */
    private RunDraft draft(DatabaseTarget target, OperationMeter meter, long batchesDone, long batches,
                           Long tableRows) {
        String step = YbioNames.STEP_SETUP;
        boolean completed = batchesDone == batches;
        RunDraft run = new RunDraft(YbioNames.FORMAT, YbioNames.setupName(YbioNames.TABLE))
                .startedAt(meter.started()).endedAt(meter.stopped())
                .attributes(target.attributes())
                .attributes(settings.extra())
                .attribute(AttributeKeys.STATUS, completed ? AttributeKeys.STATUS_COMPLETED : AttributeKeys.STATUS_PARTIAL)
                .attribute(YbioNames.TABLE_NAME, YbioNames.TABLE)
                .attribute(YbioNames.TAB_ROWS, Long.toString(settings.tableRows()))
                .attribute(YbioNames.TABLE_ROWS, tableRows == null ? null : tableRows.toString())
                .attribute(YbioNames.BATCHES, Long.toString(batches))
                .attribute(YbioNames.BATCH_SIZE, Integer.toString(settings.setupBatchSize()));
        meter.measureInto(run, step);
        run.measure(step, YbioNames.ROWS, meter.operations(), Units.COUNT)
                .measure(step, YbioNames.BATCHES, batchesDone, Units.COUNT)
                .measure(step, YbioNames.PCT_DONE, 100.0 * meter.operations() / settings.tableRows(), Units.PERCENT);
        return run;
    }
}
