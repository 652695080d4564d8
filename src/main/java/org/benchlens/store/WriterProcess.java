package org.benchlens.store;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * The process that writes a row saying its work has begun (decisions 0135, 0136): its id and its start,
 * which tells it apart from a later process given the same id, so that the next open of the store can
 * tell work that is still going on from work a kill cut short.
 */
final class WriterProcess {

    private WriterProcess() {
    }

    /** Sets the parameters {@code first} and {@code first + 1} of {@code insert} to this process's id and start. */
    static void setCurrent(PreparedStatement insert, int first) throws SQLException {
        insert.setLong(first, ProcessHandle.current().pid());
        insert.setString(first + 1, started(ProcessHandle.current()).orElse(null));
    }

    /** Whether the process {@code pid}, started at {@code started} (null when it could not say), still runs. */
    static boolean alive(long pid, String started) {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                // a process that cannot say when it started is taken for the one that wrote the row
                .map(process -> started == null || started(process).map(started::equals).orElse(true))
                .orElse(false);
    }

    private static Optional<String> started(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toString);
    }
}
