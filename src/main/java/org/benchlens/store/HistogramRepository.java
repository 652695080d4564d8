package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.model.LatencyHistogram;

/** Compressed latency histograms of each run and step. */
public final class HistogramRepository {

    private final Connection connection;

    HistogramRepository(Connection connection) {
        this.connection = connection;
    }

    public void insert(long runId, LatencyHistogram histogram) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into latency_histogram (run_id, step, metric, compressed) values (?, ?, ?, ?)")) {
            insert.setLong(1, runId);
            insert.setString(2, histogram.step());
            insert.setString(3, histogram.metric());
            insert.setBytes(4, histogram.compressed());
            insert.executeUpdate();
        }
    }

    public List<LatencyHistogram> forRun(long runId) throws SQLException {
        return forRuns(List.of(runId)).get(runId);
    }

    /** The histograms of each of the runs (none for a run without), keyed by run id in the order of {@code runIds}. */
    public Map<Long, List<LatencyHistogram>> forRuns(Collection<Long> runIds) throws SQLException {
        Map<Long, List<LatencyHistogram>> byRun = new LinkedHashMap<>();
        runIds.forEach(id -> byRun.put(id, new ArrayList<>()));
        RunIdChunks.query(connection, "select run_id, step, metric, compressed from latency_histogram"
                + " where run_id%s order by run_id, step, metric", List.copyOf(byRun.keySet()), rows -> byRun
                .get(rows.getLong(1)).add(new LatencyHistogram(rows.getString(2), rows.getString(3), rows.getBytes(4))));
        return byRun;
    }
}
