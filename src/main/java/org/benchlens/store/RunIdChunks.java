package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the rows of many runs with a few queries of many ids each, not one query per run: a shared
 * PostgreSQL store is often across a network, and 10 000 round trips cost seconds. The ids go in
 * sorted, a chunk at a time, as a range where they are dense (the database reads it in key order,
 * and rows of runs not asked for are passed over here), else as a list.
 */
final class RunIdChunks {

    static final int IDS_PER_QUERY = 500;
    private static final String RANGE = " between ? and ?";

    private RunIdChunks() {
    }

    /** What is done with each row read. */
    interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    /**
     * Runs {@code sql} once per chunk of ids, its {@code %s} replaced by a condition on the run id
     * column before it (" in (?, ?, ...)" or " between ? and ?"); the rows' first column is the run id.
     */
    static void query(Connection connection, String sql, List<Long> ids, RowReader reader) throws SQLException {
        List<Long> sorted = ids.stream().distinct().sorted().toList();
        for (int from = 0; from < sorted.size(); from += IDS_PER_QUERY) {
            List<Long> chunk = sorted.subList(from, Math.min(sorted.size(), from + IDS_PER_QUERY));
            List<Long> parameters = new java.util.ArrayList<>();
            String condition = condition(chunk, parameters);
            Set<Long> asked = condition.equals(RANGE) ? new HashSet<>(chunk) : null;
            try (PreparedStatement query = connection.prepareStatement(String.format(sql, condition))) {
                for (int i = 0; i < parameters.size(); i++) {
                    query.setLong(i + 1, parameters.get(i));
                }
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        if (asked == null || asked.contains(rows.getLong(1))) {
                            reader.read(rows);
                        }
                    }
                }
            }
        }
    }

    /**
     * A condition on a run id column that holds for the ids (sorted, distinct), their values added
     * to {@code parameters}: a range where they are dense, else a list of them.
     */
    static String condition(List<Long> sorted, List<? super Long> parameters) {
        long first = sorted.get(0);
        long last = sorted.get(sorted.size() - 1);
        if (last - first < 2L * sorted.size()) {
            parameters.add(first);
            parameters.add(last);
            return RANGE;
        }
        parameters.addAll(sorted);
        return " in (" + String.join(", ", Collections.nCopies(sorted.size(), "?")) + ")";
    }
}
