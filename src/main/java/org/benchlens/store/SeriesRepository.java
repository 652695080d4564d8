package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;

/** One-second series of each run. */
public final class SeriesRepository {

    private final Connection connection;

    SeriesRepository(Connection connection) {
        this.connection = connection;
    }

    public void insert(long runId, Series series) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into series_point (run_id, step, metric, unit, epoch_second, measured) values (?, ?, ?, ?, ?, ?)")) {
            for (SeriesPoint point : series.points()) {
                insert.setLong(1, runId);
                insert.setString(2, series.step());
                insert.setString(3, series.metric());
                insert.setString(4, series.unit());
                insert.setLong(5, point.epochSecond());
                insert.setDouble(6, point.value());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    public List<Series> forRun(long runId) throws SQLException {
        Map<String, List<SeriesPoint>> points = new LinkedHashMap<>();
        Map<String, String[]> keys = new LinkedHashMap<>();
        try (PreparedStatement query = connection.prepareStatement(
                "select step, metric, unit, epoch_second, measured from series_point where run_id = ?"
                        + " order by step, metric, epoch_second")) {
            query.setLong(1, runId);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    String key = rows.getString(1) + '\u0000' + rows.getString(2);
                    keys.putIfAbsent(key, new String[] {rows.getString(1), rows.getString(2), rows.getString(3)});
                    points.computeIfAbsent(key, k -> new ArrayList<>())
                            .add(new SeriesPoint(rows.getLong(4), rows.getDouble(5)));
                }
            }
        }
        List<Series> series = new ArrayList<>();
        keys.forEach((key, parts) -> series.add(new Series(parts[0], parts[1], parts[2], points.get(key))));
        return series;
    }
}
