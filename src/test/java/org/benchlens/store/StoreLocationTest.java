package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreLocationTest {

    /**
     * Compacting at close rewrote the sparse parts of the file each time any command closed it, in a
     * time that grew with the store (bench/large-store.sh, decision 0096): an H2 file store must be
     * opened with compaction at close switched off.
     */
    @Test
    void anH2FileStoreIsNotCompactedWhenClosed(@TempDir Path folder) throws SQLException {
        StoreLocation location = StoreLocation.file(folder.resolve("store"));
        try (Store store = Store.open(location);
             Connection connection = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "select setting_value from information_schema.settings where setting_name = 'MAX_COMPACT_TIME'")) {
            long runs = store.read(session -> session.runs().count());
            assertThat(runs).isZero();
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo("0");
        }
    }
}
