package org.benchlens.store;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Waits while another process holds the store, then tries again: two imports, or the window and a
 * command, write to one store at once. The wait is bounded and said once, so a person at a terminal
 * knows why nothing happens (once per store, not once per transaction).
 */
final class BusyStore {

    /** How long a writer waits for another before it gives up. */
    static final Duration PATIENCE = Duration.ofSeconds(120);
    private static final long FIRST_PAUSE_MILLIS = 50;
    private static final long LONGEST_PAUSE_MILLIS = 1_000;

    /** H2's codes for a file or row another process holds; PostgreSQL's states for the same. */
    private static final Set<Integer> H2_BUSY = Set.of(8000, 40001, 50200, 90020, 90067, 90121, 90131);
    /** H2's codes for a connection to a process that served the file and has ended. */
    private static final Set<Integer> H2_SERVER_GONE = Set.of(90067, 90121);
    private static final Set<String> POSTGRESQL_BUSY = Set.of("40001", "40P01", "55P03");

    private final String store;
    private final Consumer<String> waiting;
    private final AtomicBoolean said = new AtomicBoolean();

    BusyStore(String store, Consumer<String> waiting) {
        this.store = store;
        this.waiting = waiting;
    }

    /** Runs {@code attempt} until it ends without the store being busy, or the patience runs out. */
    <T> T run(Attempt<T> attempt) throws SQLException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        long pause = FIRST_PAUSE_MILLIS;
        while (true) {
            try {
                return attempt.run();
            } catch (SQLException | RuntimeException e) {
                if (!isBusy(e) || System.nanoTime() > deadline) {
                    throw e;
                }
                if (said.compareAndSet(false, true)) {
                    waiting.accept("another process is using the store at " + store + "; waiting for it (at most "
                            + PATIENCE.toSeconds() + " s)");
                }
                sleep(pause);
                pause = Math.min(pause * 2, LONGEST_PAUSE_MILLIS);
            }
        }
    }

    /**
     * Whether the failure says the process that served the H2 file to this one has ended: a new
     * connection opens the file itself (or reaches the process that now serves it).
     */
    static boolean isServerGone(Throwable failure) {
        for (Throwable e = failure; e != null && e.getCause() != e; e = e.getCause()) {
            if (e instanceof SQLException sql && H2_SERVER_GONE.contains(sql.getErrorCode())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether H2's own file layer failed on a null chunk while writers raced (decision 0102): the
     * transaction was rolled back and is tried again on a new connection, as when the store is busy.
     */
    static boolean isH2Race(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause()) {
            if (e instanceof NullPointerException && e.getStackTrace().length > 0
                    && e.getStackTrace()[0].getClassName().startsWith("org.h2.mvstore.")) {
                return true;
            }
            if (e.getCause() == e) {
                break;
            }
        }
        return false;
    }

    /** Whether the failure, or one of its causes, says another process holds the store. */
    static boolean isBusy(Throwable failure) {
        if (isH2Race(failure)) {
            return true;
        }
        for (Throwable e = failure; e != null; e = e.getCause()) {
            if (e instanceof SQLException sql
                    && (H2_BUSY.contains(sql.getErrorCode()) || (sql.getSQLState() != null && POSTGRESQL_BUSY.contains(sql.getSQLState())))) {
                return true;
            }
            if (e.getCause() == e) {
                break;
            }
        }
        return false;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("stopped while waiting for the store", e);
        }
    }

    /** One try at the work. */
    @FunctionalInterface
    interface Attempt<T> {
        T run() throws SQLException;
    }
}
