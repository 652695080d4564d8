package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

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
        List<LatencyHistogram> histograms = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement(
                "select step, metric, compressed from latency_histogram where run_id = ? order by step, metric")) {
            query.setLong(1, runId);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    histograms.add(new LatencyHistogram(rows.getString(1), rows.getString(2), rows.getBytes(3)));
                }
            }
        }
        return histograms;
    }
}
