package org.benchlens.runner.ibench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

import org.benchlens.model.IbenchNames;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.db.ClientWorkers;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.OperationMeter;

/**
 * The steps of the Insert Benchmark, each measured into the run under its name: l.i0 loads in
 * PK order, l.x indexes, l.i1 and l.i2 insert and delete at the same rate in big and small
 * transactions, qrN and qpN query while background writers insert and delete N rows/s per client.
 */
final class IbenchSteps {

    private static final int LOAD_BATCH = 100;
    private static final int WRITE_BATCH = 50;
    private static final int SMALL_WRITE_BATCH = 5;
    /** At most this many rows in one background transaction: a writer that fell behind catches up in a few. */
    private static final int BACKGROUND_BATCH = 100;
    private static final long IDLE_MILLIS = 1;

    private final IbenchSettings settings;
    private final DatabaseTarget target;
    private final RunContext context;
    private final Clock clock;
    private final List<ClientTable> tables = new ArrayList<>();
    private final int steps;

    IbenchSteps(IbenchSettings settings, DatabaseTarget target, RunContext context, Clock clock) {
        this.settings = settings;
        this.target = target;
        this.context = context;
        this.clock = clock;
        this.steps = settings.steps().size();
        for (int client = 1; client <= settings.clients(); client++) {
            tables.add(new ClientTable(client));
        }
    }

    /** Rows in all tables, counted in the database. */
    long countRows() throws SQLException {
        long rows = 0;
        try (Connection connection = target.connect()) {
            for (ClientTable table : tables) {
                rows += table.count(connection);
            }
        }
        return rows;
    }

    /** Rows in all tables, as the inserts and deletes made so far say. */
    long expectedRows() {
        return tables.stream().mapToLong(ClientTable::rows).sum();
    }

    void load(RunDraft run, int index) throws SQLException, RunnerException, InterruptedException {
        try (Connection connection = target.connect()) {
            for (ClientTable table : tables) {
                table.create(connection);
            }
        }
        OperationMeter inserts = new OperationMeter(clock);
        StepWatch watch = watch(IbenchNames.LOAD, "inserts", index, inserts, settings.loadRows() * tables.size(), false);
        List<ClientWorkers.Worker> workers = new ArrayList<>();
        for (ClientTable table : tables) {
            workers.add(start -> insertRows(table, settings.loadRows(), LOAD_BATCH, inserts, new AtomicLong(), start));
        }
        ClientWorkers.run(workers, inserts::restart, watch, context::cancelled);
        inserts.stop();
        measure(run, IbenchNames.LOAD, inserts, watch);
    }

    void index(RunDraft run, int index) throws RunnerException, InterruptedException {
        OperationMeter indexed = new OperationMeter(clock);
        StepWatch watch = watch(IbenchNames.INDEX, "rows indexed", index, indexed, tables.size() * (double) settings.loadRows(), false);
        List<ClientWorkers.Worker> workers = new ArrayList<>();
        for (ClientTable table : tables) {
            workers.add(start -> {
                try (Connection connection = target.connect()) {
                    start.await();
                    if (context.cancelled()) {
                        return;
                    }
                    long began = System.nanoTime();
                    table.createIndexes(connection);
                    indexed.record(table.rows(), (System.nanoTime() - began) / 1000);
                }
            });
        }
        ClientWorkers.run(workers, indexed::restart, watch, context::cancelled);
        indexed.stop();
        measure(run, IbenchNames.INDEX, indexed, watch);
    }

    /** l.i1 (big transactions) or l.i2 (small): per client an inserter and a deleter that keeps up with it. */
    void write(RunDraft run, int index, boolean small) throws RunnerException, InterruptedException {
        String step = small ? IbenchNames.SMALL_WRITE : IbenchNames.WRITE;
        long rows = small ? settings.smallWriteRows() : settings.writeRows();
        int batch = small ? SMALL_WRITE_BATCH : WRITE_BATCH;
        OperationMeter inserts = new OperationMeter(clock);
        OperationMeter deletes = new OperationMeter(clock);
        StepWatch watch = watch(step, "inserts", index, inserts, rows * tables.size(), false);
        List<ClientWorkers.Worker> workers = new ArrayList<>();
        for (ClientTable table : tables) {
            AtomicLong inserted = new AtomicLong();
            workers.add(start -> insertRows(table, rows, batch, inserts, inserted, start));
            workers.add(start -> deleteBehind(table, rows, batch, deletes, inserted, start));
        }
        ClientWorkers.run(workers, () -> {
            inserts.restart();
            deletes.restart();
        }, watch, context::cancelled);
        inserts.stop();
        deletes.stop();
        measure(run, step, inserts, watch);
        run.measure(step, IbenchNames.DELETE_RATE, deletes.throughput(), Units.PER_SECOND);
    }

    /** qrN (range queries) or qpN (point queries) with background inserts and deletes at N rows/s per client. */
    void query(RunDraft run, int index, int rate, boolean range) throws RunnerException, InterruptedException {
        String step = range ? IbenchNames.rangeQueries(rate) : IbenchNames.pointQueries(rate);
        OperationMeter queries = new OperationMeter(clock);
        OperationMeter inserts = new OperationMeter(clock);
        OperationMeter deletes = new OperationMeter(clock);
        StepWatch watch = watch(step, "queries", index, queries, settings.queryDuration().toMillis() / 1000.0, true);
        List<ClientWorkers.Worker> workers = new ArrayList<>();
        for (ClientTable table : tables) {
            workers.add(start -> queryUntil(table, range, queries, start));
            workers.add(start -> writeAtRate(table, true, rate, queries, inserts, start));
            workers.add(start -> writeAtRate(table, false, rate, queries, deletes, start));
        }
        ClientWorkers.run(workers, () -> {
            queries.restart();
            inserts.restart();
            deletes.restart();
        }, watch, context::cancelled);
        queries.stop(queries.started().plus(settings.queryDuration()));
        inserts.stop();
        deletes.stop();
        measure(run, step, queries, watch);
        // the writers' pace ran from the step's start to its deadline (or to cancel), not while the last queries ended
        double seconds = Math.min(queries.elapsedSeconds(), settings.queryDuration().toMillis() / 1000.0);
        double insertRate = inserts.operations() / seconds;
        double deleteRate = deletes.operations() / seconds;
        double targetRate = (double) rate * tables.size();
        boolean missed = insertRate < IbenchNames.SLA_SHARE * targetRate || deleteRate < IbenchNames.SLA_SHARE * targetRate;
        run.measure(step, Metrics.INSERT_RATE, insertRate, Units.PER_SECOND)
                .measure(step, IbenchNames.IPUT, insertRate, Units.PER_SECOND)
                .measure(step, Metrics.INSERT_TARGET, targetRate, Units.PER_SECOND)
                .measure(step, IbenchNames.DELETE_RATE, deleteRate, Units.PER_SECOND)
                .measure(step, IbenchNames.DELETE_TARGET, targetRate, Units.PER_SECOND)
                .measure(step, Metrics.SLA_MISSED, missed ? 1 : 0, Units.NONE)
                .measure(step, IbenchNames.INSERTS, inserts.operations(), Units.COUNT)
                .measure(step, IbenchNames.DELETES, deletes.operations(), Units.COUNT);
        if (missed) {
            context.log(String.format(Locale.ROOT, "%s: SLA missed: %.0f inserts/s and %.0f deletes/s "
                    + "against a target of %.0f/s", step, insertRate, deleteRate, targetRate));
        }
    }

    private StepWatch watch(String step, String unit, int index, OperationMeter meter, double goal, boolean timed) {
        StepWatch watch = new StepWatch(context, step, unit, index, steps, meter, goal, timed);
        watch.started();
        return watch;
    }

    private void insertRows(ClientTable table, long rows, int batch, OperationMeter meter, AtomicLong inserted,
                            ClientWorkers.Start start) throws Exception {
        try (Connection connection = target.connect(); PreparedStatement insert = table.prepareInsert(connection)) {
            start.await();
            while (inserted.get() < rows && !context.cancelled()) {
                int count = (int) Math.min(batch, rows - inserted.get());
                long began = System.nanoTime();
                table.insert(connection, insert, count);
                meter.record(count, (System.nanoTime() - began) / 1000);
                inserted.addAndGet(count);
            }
        }
    }

    /** Deletes the oldest rows as fast as the inserter adds new ones, until as many are gone as it added. */
    private void deleteBehind(ClientTable table, long rows, int batch, OperationMeter meter, AtomicLong inserted,
                              ClientWorkers.Start start) throws Exception {
        long deleted = 0;
        try (Connection connection = target.connect(); PreparedStatement delete = table.prepareDelete(connection)) {
            start.await();
            while (deleted < rows && !context.cancelled()) {
                int count = (int) Math.min(batch, inserted.get() - deleted);
                if (count <= 0) {
                    Thread.sleep(IDLE_MILLIS);
                    continue;
                }
                long began = System.nanoTime();
                table.deleteOldest(connection, delete, count);
                meter.record(count, (System.nanoTime() - began) / 1000);
                deleted += count;
            }
        }
    }

    private void queryUntil(ClientTable table, boolean range, OperationMeter meter, ClientWorkers.Start start)
            throws Exception {
        try (Connection connection = target.connect();
             PreparedStatement query = range ? table.prepareRangeQuery(connection) : table.preparePointQuery(connection)) {
            if (range) {
                table.rangeQuery(connection, query);
            } else {
                table.pointQuery(connection, query);
            }
            start.await();
            Instant deadline = meter.started().plus(settings.queryDuration());
            while (clock.instant().isBefore(deadline) && !context.cancelled()) {
                long began = System.nanoTime();
                if (range) {
                    table.rangeQuery(connection, query);
                } else {
                    table.pointQuery(connection, query);
                }
                meter.record(1, (System.nanoTime() - began) / 1000);
            }
        }
    }

    /** A background writer at {@code rate} rows/s from the step's start (as the step's {@code clock} meter says) to its deadline. */
    private void writeAtRate(ClientTable table, boolean insert, int rate, OperationMeter stepClock,
                             OperationMeter meter, ClientWorkers.Start start) throws Exception {
        long done = 0;
        try (Connection connection = target.connect();
             PreparedStatement statement = insert ? table.prepareInsert(connection) : table.prepareDelete(connection);
             PreparedStatement delete = table.prepareDelete(connection)) {
            table.warmUp(connection, delete);
            start.await();
            Pace pace = new Pace(clock, stepClock.started(), rate);
            Instant deadline = stepClock.started().plus(settings.queryDuration());
            while (clock.instant().isBefore(deadline) && !context.cancelled()) {
                int count = pace.due(done, BACKGROUND_BATCH);
                if (count == 0) {
                    Thread.sleep(IDLE_MILLIS);
                    continue;
                }
                long began = System.nanoTime();
                if (insert) {
                    table.insert(connection, statement, count);
                } else {
                    table.deleteOldest(connection, statement, count);
                }
                meter.record(count, (System.nanoTime() - began) / 1000);
                done += count;
            }
        }
    }

    /** Throughput under both names the report importer stores it under, with the latency of its transactions. */
    private static void measure(RunDraft run, String step, OperationMeter meter, StepWatch watch) {
        watch.ended();
        meter.measureInto(run, step);
        run.measure(step, IbenchNames.TPUT, run.value(step, Metrics.THROUGHPUT), Units.PER_SECOND);
    }
}
