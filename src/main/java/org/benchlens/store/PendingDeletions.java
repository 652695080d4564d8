package org.benchlens.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows that say which runs must end deleted if the work that wrote them never ends (decision 0135):
 * a delete, which the next open then finishes, or the undo of one, which it then leaves undone.
 */
final class PendingDeletions {

    /** H2's longest character string: the ids of a delete must fit in one row, written in one commit. */
    private static final int LONGEST_TEXT = 1_000_000;

    /** A row left by a process that is gone. */
    record Pending(long key, String what, List<Long> runIds) {
    }

    private final Connection connection;

    PendingDeletions(Connection connection) {
        this.connection = connection;
    }

    /** Records that the runs {@code ids} must end deleted should {@code what} not end; returns the row's key. */
    long record(String what, List<Long> ids) throws SQLException {
        String text = IdRanges.format(ids);
        if (text.length() > LONGEST_TEXT) {
            throw new IllegalArgumentException("cannot change " + ids.size() + " runs scattered over the store"
                    + " at once: their ids take " + text.length() + " characters where one change can keep "
                    + LONGEST_TEXT + "; do it in parts");
        }
        return PendingRows.insert(connection, "insert into pending_deletion (what, run_ids, process_id, process_started)"
                + " values (?, ?, ?, ?)", what, text);
    }

    void remove(long key) throws SQLException {
        PendingRows.remove(connection, "pending_deletion", key);
    }

    /** The rows whose process has ended: another process that is still deleting or undoing is left alone. */
    List<Pending> ofEndedProcesses() throws SQLException {
        List<Pending> ended = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "select id, what, run_ids, process_id, process_started from pending_deletion order by id")) {
            while (rows.next()) {
                if (!PendingRows.alive(rows.getLong(4), rows.getString(5))) {
                    ended.add(new Pending(rows.getLong(1), rows.getString(2), IdRanges.parse(rows.getString(3))));
                }
            }
        }
        return ended;
    }
}
