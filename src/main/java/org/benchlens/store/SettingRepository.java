package org.benchlens.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/** Settings the store keeps about itself, by key. */
public final class SettingRepository {

    /** Set once the sample data has been imported, so that emptying the store later does not bring it back. */
    public static final String SAMPLE_DATA_IMPORTED = "sample-data-imported";

    private final Connection connection;

    SettingRepository(Connection connection) {
        this.connection = connection;
    }

    public Optional<String> get(String key) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select setting_value from store_setting where setting_key = ?")) {
            query.setString(1, key);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
            }
        }
    }

    public void set(String key, String value) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement("delete from store_setting where setting_key = ?")) {
            delete.setString(1, key);
            delete.executeUpdate();
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "insert into store_setting (setting_key, setting_value) values (?, ?)")) {
            insert.setString(1, key);
            insert.setString(2, value);
            insert.executeUpdate();
        }
    }
}
