package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collections;
import java.util.List;

/**
 * Reads the rows of many runs with a few queries of many ids each, not one query per run: a shared
 * PostgreSQL store is often across a network, and 10 000 round trips cost seconds.
 */
final class RunIdChunks {

    static final int IDS_PER_QUERY = 500;

    private RunIdChunks() {
    }

    /** What is done with each row read. */
    interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    /** Runs {@code sql} once per chunk of ids, its {@code %s} replaced by the chunk's "?, ?, ...". */
    static void query(Connection connection, String sql, List<Long> ids, RowReader reader) throws SQLException {
        for (int from = 0; from < ids.size(); from += IDS_PER_QUERY) {
            List<Long> chunk = ids.subList(from, Math.min(ids.size(), from + IDS_PER_QUERY));
            String marks = String.join(", ", Collections.nCopies(chunk.size(), "?"));
            try (PreparedStatement query = connection.prepareStatement(String.format(sql, marks))) {
                for (int i = 0; i < chunk.size(); i++) {
                    query.setLong(i + 1, chunk.get(i));
                }
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        reader.read(rows);
                    }
                }
            }
        }
    }
}
