package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Optional;

/**
 * Rows that say a process's work has begun (decisions 0135, 0136), written in a commit of their own and
 * removed when the work ends. Each names its process by id and start, which tells it apart from a later
 * process given the same id, so that the next open of the store can tell work that is still going on from
 * work a kill cut short.
 */
final class PendingRows {

    private PendingRows() {
    }

    /**
     * Inserts a row with {@code insert}, whose parameters are {@code values} followed by this process's id
     * and start; returns the row's key.
     */
    static long insert(Connection connection, String insert, Object... values) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(insert, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < values.length; i++) {
                statement.setObject(i + 1, values[i]);
            }
            statement.setLong(values.length + 1, ProcessHandle.current().pid());
            statement.setString(values.length + 2, started(ProcessHandle.current()).orElse(null));
            statement.executeUpdate();
            try (ResultSet keys = statement.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Removes the row {@code key} of {@code table}: its work has ended. */
    static void remove(Connection connection, String table, long key) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("delete from " + table + " where id = ?")) {
            delete.setLong(1, key);
            delete.executeUpdate();
        }
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
