package org.benchlens.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Clears the half schema an earlier BenchLens left when it was killed while creating a new H2 store
 * in place (before decision 0100): tables but no migration recorded as done. Such a store holds no
 * data, so it is emptied and Flyway builds it again; a store with any row in any table is left alone.
 */
final class HalfMadeSchema {

    private HalfMadeSchema() {
    }

    /** Drops every object of a store whose schema was never finished and that holds nothing. */
    static void clearIfFound(Connection connection) throws SQLException {
        if (anyMigrationDone(connection)) {
            return;
        }
        List<String> tables = tables(connection);
        if (tables.isEmpty()) {
            return;
        }
        try (Statement statement = connection.createStatement()) {
            for (String table : tables) {
                try (ResultSet rows = statement.executeQuery("select count(*) from \"" + table.replace("\"", "\"\"") + "\"")) {
                    rows.next();
                    if (rows.getLong(1) > 0 && !table.equals("flyway_schema_history")) {
                        return;
                    }
                }
            }
            statement.execute("DROP ALL OBJECTS");
        }
    }

    private static boolean anyMigrationDone(Connection connection) {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "select count(*) from \"flyway_schema_history\" where \"success\" and \"version\" is not null")) {
            rows.next();
            return rows.getLong(1) > 0;
        } catch (SQLException e) {
            return false;
        }
    }

    private static List<String> tables(Connection connection) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select table_name from information_schema.tables "
                     + "where table_schema = 'PUBLIC' and table_type = 'BASE TABLE'")) {
            while (rows.next()) {
                tables.add(rows.getString(1));
            }
        }
        return tables;
    }
}
