package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.model.Measurement;
import org.benchlens.model.Steps;

/** The numbers of each run, in the order the importer measured them. */
public final class MeasurementRepository {

    private final Connection connection;

    MeasurementRepository(Connection connection) {
        this.connection = connection;
    }

    public void insertAll(long runId, List<Measurement> measurements) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into measurement (run_id, step, metric, measured, unit, ordinal) values (?, ?, ?, ?, ?, ?)")) {
            int ordinal = 0;
            for (Measurement m : measurements) {
                insert.setLong(1, runId);
                insert.setString(2, m.step());
                insert.setString(3, m.metric());
                insert.setDouble(4, m.value());
                insert.setString(5, m.unit());
                insert.setInt(6, ordinal++);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    public List<Measurement> forRun(long runId) throws SQLException {
        return forRuns(List.of(runId)).getOrDefault(runId, List.of());
    }

    /** Measurements of each of the runs, keyed by run id in the order of {@code runIds}. */
    public Map<Long, List<Measurement>> forRuns(Collection<Long> runIds) throws SQLException {
        Map<Long, List<Measurement>> byRun = new LinkedHashMap<>();
        runIds.forEach(id -> byRun.put(id, new ArrayList<>()));
        RunIdChunks.query(connection, "select run_id, step, metric, measured, unit from measurement where run_id%s"
                + " order by run_id, ordinal", List.copyOf(byRun.keySet()), rows -> byRun.get(rows.getLong(1))
                .add(new Measurement(rows.getString(2), rows.getString(3), rows.getDouble(4), rows.getString(5))));
        return byRun;
    }
}
