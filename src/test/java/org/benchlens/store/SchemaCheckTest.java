package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.testing.TestStores;

class SchemaCheckTest {

    private static StoreLocation newLocation(TestStores.Kind kind) throws IOException {
        return kind == TestStores.Kind.H2
                ? StoreLocation.file(Files.createTempDirectory("benchlens-schema").resolve("store"))
                : TestStores.postgresqlLocation();
    }

    private static Connection connect(StoreLocation location) throws SQLException {
        return DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
    }

    private static void execute(StoreLocation location, String... statements) throws SQLException {
        try (Connection connection = connect(location); Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    private static boolean isCurrent(StoreLocation location) throws SQLException {
        try (Connection connection = connect(location)) {
            return SchemaCheck.isCurrent(connection);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aNewStoreIsCurrentWithTheVersionsFlywayFindsOnTheClassPath(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        assertThat(isCurrent(location)).as("no schema yet").isFalse();

        Store.open(location).close();

        assertThat(isCurrent(location)).isTrue();
        MigrationInfo[] applied = Flyway.configure().dataSource(location.jdbcUrl(), location.user(), location.password())
                .locations("classpath:db/migration").load().info().applied();
        Set<String> flywayVersions = new TreeSet<>(Arrays.stream(applied).map(info -> info.getVersion().getVersion()).toList());
        assertThat(SchemaCheck.migrationVersions()).contains(flywayVersions);
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aStoreMissingTheLatestMigrationGetsItWhenOpened(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        Store.open(location).close();
        // the store as the build before V9 left it
        execute(location, "drop table pending_input",
                "delete from \"flyway_schema_history\" where \"version\" = '9'");
        assertThat(isCurrent(location)).isFalse();

        Store.open(location).close();

        assertThat(isCurrent(location)).isTrue();
        // the table is back: a second one of the same name is refused
        assertThatThrownBy(() -> execute(location, "create table pending_input (id bigint)"))
                .isInstanceOf(SQLException.class);
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aFailedMigrationOrOneThisBuildDoesNotKnowIsNotCurrent(TestStores.Kind kind) throws Exception {
        StoreLocation location = newLocation(kind);
        Store.open(location).close();

        execute(location, "update \"flyway_schema_history\" set \"success\" = false where \"version\" = '2'");
        assertThat(isCurrent(location)).as("a failed migration").isFalse();

        execute(location, "update \"flyway_schema_history\" set \"success\" = true where \"version\" = '2'",
                "insert into \"flyway_schema_history\" (\"installed_rank\", \"version\", \"description\", \"type\", \"script\","
                        + " \"installed_by\", \"execution_time\", \"success\") values (99, '99', 'later', 'SQL', 'V99__later.sql', 'sa', 1, true)");
        assertThat(isCurrent(location)).as("a store written by a later build").isFalse();
    }
}
