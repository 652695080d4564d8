package org.benchlens.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows that say a process is storing runs with their input's mark (decision 0136): a row left by a
 * process that is gone is the only way part of an input can be in the store, so the open that finds one
 * looks for such runs, and the open that finds none does not read every run to be sure.
 */
final class PendingInputs {

    private final Connection connection;

    PendingInputs(Connection connection) {
        this.connection = connection;
    }

    /** Records that this process is storing inputs; returns the row's key. */
    long record() throws SQLException {
        return PendingRows.insert(connection, "insert into pending_input (process_id, process_started) values (?, ?)");
    }

    void remove(long key) throws SQLException {
        PendingRows.remove(connection, "pending_input", key);
    }

    /** The keys of the rows whose process has ended; another process still storing is left alone. */
    List<Long> ofEndedProcesses() throws SQLException {
        List<Long> ended = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "select id, process_id, process_started from pending_input order by id")) {
            while (rows.next()) {
                if (!PendingRows.alive(rows.getLong(2), rows.getString(3))) {
                    ended.add(rows.getLong(1));
                }
            }
        }
        return ended;
    }
}
