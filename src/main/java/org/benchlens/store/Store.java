package org.benchlens.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.h2.jdbcx.JdbcConnectionPool;

/**
 * The results store: opens the database, brings its schema up to date with Flyway, and runs
 * work in transactions. Every import is one {@link #transaction}: stored whole or not at all.
 */
public final class Store implements AutoCloseable {

    /** How long an H2 statement waits for a row another transaction holds: longer than most imports. */
    private static final String H2_LOCK_TIMEOUT = ";LOCK_TIMEOUT=10000";

    private final StoreLocation location;
    private final String jdbcUrl;
    private volatile JdbcConnectionPool h2Pool;
    private final BusyStore busy;
    /** Where the store says what a person should know while it opens: waiting for another process, runs left out. */
    private final Consumer<String> notices;
    private final CompletableFuture<Void> ready = new CompletableFuture<>();
    /** Whether this process committed anything: only then may its close compact the file. */
    private volatile boolean wrote;
    /** H2's failure to write the file, once it happened: this process no longer uses the file (FailedH2Write). */
    private volatile Throwable failedWrite;

    private Store(StoreLocation location, Consumer<String> waiting) {
        this.location = location;
        this.jdbcUrl = location.kind() == StoreLocation.Kind.H2
                && !location.jdbcUrl().toUpperCase(Locale.ROOT).contains(";LOCK_TIMEOUT=")
                ? location.jdbcUrl() + H2_LOCK_TIMEOUT : location.jdbcUrl();
        this.h2Pool = location.kind() == StoreLocation.Kind.H2 ? newH2Pool() : null;
        this.busy = new BusyStore(location.describe(), waiting);
        this.notices = waiting;
    }

    /** Opens the store and brings its schema up to date; throws when it cannot. */
    public static Store open(StoreLocation location) {
        return open(location, message -> { });
    }

    /**
     * Opens the store; while another process holds it, says so once through {@code waiting} and
     * waits its turn (a bounded time) instead of failing.
     */
    public static Store open(StoreLocation location, Consumer<String> waiting) {
        return openInBackground(location, waiting).ready();
    }

    /**
     * Waits until a store opened in the background is ready and returns it; if it could not be
     * opened, closes it and throws why.
     */
    public Store ready() {
        try {
            awaitReady();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        return this;
    }

    /** Whether the store opened in the background is ready, waiting at most {@code wait}; throws as {@link #ready}. */
    public boolean readyWithin(Duration wait) {
        try {
            ready.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException e) {
            // the failure, said as ready() says it
        }
        ready();
        return true;
    }

    /**
     * Starts opening the store on a thread of its own and returns at once; the first transaction
     * waits until it is ready, and throws {@link StoreUnavailableException} if it could not be opened.
     * An import reads its first file meanwhile: opening an H2 file and checking its schema takes
     * most of a second.
     */
    public static Store openInBackground(StoreLocation location) {
        return openInBackground(location, message -> { });
    }

    /** {@link #openInBackground(StoreLocation)}, saying through {@code waiting} when it waits for another process. */
    public static Store openInBackground(StoreLocation location, Consumer<String> waiting) {
        if (location.kind() == StoreLocation.Kind.OTHER) {
            throw new StoreUnavailableException("BenchLens keeps its results in H2 or PostgreSQL; "
                    + location.describe() + " is neither (expected jdbc:h2:... or jdbc:postgresql:...)", null);
        }
        Store store = new Store(location, waiting);
        Thread opening = new Thread(() -> {
            try {
                location.h2File().ifPresent(file -> {
                    StoreFolder.check(location, file);
                    if (!location.readOnly()) {
                        LeftOpenH2File.rewriteIfLeftOpen(location, file, waiting);
                    }
                    NewH2Store.createIfMissing(location, store.jdbcUrl);
                });
                store.migrateWithItsSecret();
                location.h2File().ifPresent(OwnerOnly::store);
                store.ready.complete(null);
            } catch (RuntimeException | Error e) {
                // an Error too (out of memory, a class that failed to load): whoever waits must not wait forever
                store.ready.completeExceptionally(e);
            }
        }, "benchlens-store-open");
        opening.setDaemon(true);
        opening.start();
        return store;
    }

    private void awaitReady() {
        try {
            ready.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof StoreException cause ? cause
                    : new StoreUnavailableException("cannot open the store at " + location.describe() + ": "
                            + StoreMessages.reason(e.getCause()), e.getCause());
        }
    }

    public StoreLocation location() {
        return location;
    }

    /** Migrates; a store made before secrets (an empty password) is first given its secret (decision 0140). */
    private void migrateWithItsSecret() {
        try {
            migrate();
        } catch (StoreUnavailableException e) {
            if (!StoreSecret.isRefusedLogin(e) || location.readOnly()) {
                throw e;
            }
            try {
                if (!StoreSecret.adopt(location, jdbcUrl)) {
                    throw StoreSecret.notItsSecret(location, e);
                }
            } catch (SQLException alsoRefused) {
                e.addSuppressed(alsoRefused);
                throw e;
            }
            migrate();
        }
    }

    private void migrate() {
        if (location.readOnly()) {
            // a store that may not be written is read as it is
            return;
        }
        try {
            KilledWriters killed = new KilledWriters(this, notices);
            // before a migration writes to it: a migration over disagreeing indexes fails half done
            boolean parts = location.kind() == StoreLocation.Kind.H2 && busy.run(killed::refuseDamagedPartsOfInputs);
            busy.run(() -> {
                migrateOnce();
                return null;
            });
            if (parts) {
                busy.run(killed::leaveOutPartsOfInputs);
            }
            if (location.kind() == StoreLocation.Kind.H2) {
                busy.run(killed::forgetEndedInputWriters);
                busy.run(killed::finishDeletions);
            }
        } catch (SQLException e) {
            throw new StoreUnavailableException("cannot open the store at " + location.describe() + ": "
                    + StoreMessages.reason(e), e);
        }
    }

    private void migrateOnce() throws SQLException {
        try (Connection connection = connect()) {
            if (SchemaCheck.isCurrent(connection)) {
                return;
            }
            if (location.kind() == StoreLocation.Kind.H2) {
                HalfMadeSchema.clearIfFound(connection);
            }
            if (hasRuns(connection)) {
                // a migration rewrites every run of a store that has some: a large one takes a while
                notices.accept("bringing the store at " + location.describe() + " up to date for this version"
                        + " of BenchLens: once, and up to a minute for 100 000 runs");
            }
        }
        Migrations.apply(location, jdbcUrl, h2Pool);
    }

    private static boolean hasRuns(Connection connection) {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select 1 from run fetch first 1 row only")) {
            return rows.next();
        } catch (SQLException e) {
            // a new store: no table yet
            return false;
        }
    }

    /** Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T transaction(Work<T> work) {
        return transaction(work, true);
    }

    private <T> T transaction(Work<T> work, boolean durable) {
        awaitReady();
        if (failedWrite != null) {
            throw new StoreException("the store at " + location.describe() + " failed: "
                    + StoreMessages.reason(failedWrite), failedWrite);
        }
        try {
            return busy.run(() -> transactionOnce(work, durable));
        } catch (SQLException e) {
            throw new StoreException("the store at " + location.describe() + " failed: " + StoreMessages.reason(e), e);
        }
    }

    private <T> T transactionOnce(Work<T> work, boolean durable) throws SQLException {
        try {
            return transactionOn(work, durable);
        } catch (SQLException | RuntimeException e) {
            if (h2Pool != null && (BusyStore.isServerGone(e) || BusyStore.isH2Race(e))) {
                // the pooled connections lead to a process that has ended, or to a file layer that failed
                JdbcConnectionPool gone = h2Pool;
                h2Pool = newH2Pool();
                gone.dispose();
            }
            throw e;
        }
    }

    private JdbcConnectionPool newH2Pool() {
        return JdbcConnectionPool.create(jdbcUrl, location.user(), nullToEmpty(location.password()));
    }

    <T> T transactionOn(Work<T> work) throws SQLException {
        return transactionOn(work, true);
    }

    private <T> T transactionOn(Work<T> work, boolean durable) throws SQLException {
        Connection connection = connect();
        T result;
        try {
            connection.setAutoCommit(false);
            result = work.run(new StoreSession(connection));
            WritePhase.reached("commit");
            connection.commit();
            WritePhase.reached("committed");
            if (durable) {
                syncCommitted(connection);
            }
        } catch (SQLException | RuntimeException e) {
            endFailed(connection, e);
            throw e;
        } catch (Exception e) {
            endFailed(connection, e);
            throw new WorkFailedException(e);
        }
        connection.close();
        return result;
    }

    /** Rolls back and closes {@code connection} after {@code failure}; one whose H2 file failed is abandoned. */
    private void endFailed(Connection connection, Exception failure) throws SQLException {
        if (h2Pool != null && FailedH2Write.isOne(failure)) {
            failedWrite = failure;
            FailedH2Write.abandon(connection);
            return;
        }
        try (connection) {
            connection.rollback();
        }
    }

    /**
     * Puts what was committed on disk before anyone is told it is kept. H2 writes a commit to its file in the
     * background up to half a second later, so a kill soon after an "imported" line lost the run (decision
     * 0141); a PostgreSQL commit is on disk when it returns.
     */
    private void syncCommitted(Connection connection) throws SQLException {
        if (h2Pool == null || location.readOnly()) {
            return;
        }
        try (Statement sync = connection.createStatement()) {
            sync.execute("CHECKPOINT SYNC");
        }
        wrote = true;
        WritePhase.reached("synced");
    }

    /**
     * Runs {@code work}, which deletes the runs {@code ids} or puts them back, in one transaction that a
     * kill cannot leave half done: on H2, whose long commit a kill may cut (decision 0135), a commit of one
     * row says first that the runs must end deleted, and the next open of the store finishes that if
     * {@code work} never ends. {@code what} names the work in that open's notice ("deleting them").
     */
    public <T> T transactionOrDeleted(String what, List<Long> ids, Work<T> work) {
        return underPendingRow(session -> session.pendingDeletions().record(what, ids),
                (session, key) -> session.pendingDeletions().remove(key), work);
    }

    /**
     * Runs {@code work}, which stores runs with their input's mark (an import, a merge), in one transaction:
     * on H2 a commit of one row says first that this process is storing inputs, so that the next open
     * looks for part of an input only when a process left its row behind (decision 0136).
     */
    public <T> T transactionStoringInputs(Work<T> work) {
        return underPendingRow(session -> session.pendingInputs().record(),
                (session, key) -> session.pendingInputs().remove(key), work);
    }

    /**
     * On H2, {@code work} in a transaction between the commit of the row {@code record} writes and that row's
     * removal, whether the work committed or rolled back (PendingRows).
     */
    private <T> T underPendingRow(Work<Long> record, RowRemoval removal, Work<T> work) {
        if (location.kind() != StoreLocation.Kind.H2) {
            // a PostgreSQL commit is whole or absent
            return transaction(work);
        }
        long key = transaction(record);
        Runnable remove = () -> transaction(session -> {
            removal.remove(session, key);
            return null;
        });
        T result;
        try {
            result = transaction(work);
        } catch (RuntimeException e) {
            // rolled back: the runs are as they were, and stay so
            try {
                remove.run();
            } catch (RuntimeException alsoFailed) {
                e.addSuppressed(alsoFailed);
            }
            throw e;
        }
        remove.run();
        return result;
    }

    /** Removes the pending row {@code key} in {@code session}. */
    @FunctionalInterface
    private interface RowRemoval {
        void remove(StoreSession session, long key) throws SQLException;
    }

    /** Runs {@code work} that only reads: nothing to put on disk after it. */
    public <T> T read(Work<T> work) {
        return transaction(work, false);
    }

    Connection connect() throws SQLException {
        return h2Pool != null
                ? h2Pool.getConnection()
                : DriverManager.getConnection(jdbcUrl, location.user(), location.password());
    }

    @Override
    public void close() {
        // a store still opening is closed once it is open (or could not be)
        ready.handle((done, failed) -> null).join();
        if (h2Pool != null && failedWrite == null) {
            boolean compact = wrote && !ready.isCompletedExceptionally() && worthCompacting();
            WritePhase.reached("close");
            h2Pool.dispose();
            WritePhase.reached("closed");
            if (compact) {
                StoreCompaction.compactAlone(location, notices);
            }
        }
    }

    /** Whether most of the file is space of earlier versions, as H2 counts its chunks (decision 0141). */
    private boolean worthCompacting() {
        try (Connection connection = connect();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select setting_name, setting_value from information_schema."
                     + "settings where setting_name in ('info.FILE_SIZE', 'info.CHUNKS_FILL_RATE')")) {
            long bytes = -1;
            int fill = -1;
            while (rows.next()) {
                if (rows.getString(1).equals("info.FILE_SIZE")) {
                    bytes = Long.parseLong(rows.getString(2));
                } else {
                    fill = Integer.parseInt(rows.getString(2));
                }
            }
            return bytes >= 0 && fill >= 0 && StoreCompaction.worthCompacting(bytes, fill);
        } catch (SQLException | RuntimeException e) {
            // only a chance to compact: the store is as the work left it
            return false;
        }
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }

    /** Work done with the store's repositories inside a transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(StoreSession session) throws Exception;
    }

    /** Carries a checked exception thrown by {@link Work} out of a rolled-back transaction. */
    public static final class WorkFailedException extends RuntimeException {
        WorkFailedException(Exception cause) {
            super(cause.getMessage(), cause);
        }
    }
}
