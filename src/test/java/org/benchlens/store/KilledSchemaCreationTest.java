package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A kill while a new PostgreSQL database gets its schema: each migration and the history row that says it
 * was applied are one transaction, so the next open finds either both or neither and finishes the schema.
 * Before, the history row was written on a second connection, and a kill between the two left
 * {@code relation "run_tag_tag" already exists} at every open.
 */
@Tag("reliability")
class KilledSchemaCreationTest {

    /** The migrations this build has, each a V*.sql of the store's resources. */
    private static final int MIGRATIONS = migrations();
    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void start() throws Exception {
        assumeFalse("root".equals(System.getProperty("user.name")), "PostgreSQL refuses to run as root");
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stop() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    /**
     * Every migration, killed just before its commit; every migration but the last just after it (after the
     * last, the schema is whole and there is nothing left to finish).
     */
    static Stream<Arguments> moments() {
        return Stream.concat(IntStream.rangeClosed(1, MIGRATIONS).mapToObj(row -> Arguments.of(row, "before")),
                IntStream.range(1, MIGRATIONS).mapToObj(row -> Arguments.of(row, "after")));
    }

    @ParameterizedTest(name = "killed {1} the commit after history row {0}")
    @MethodSource("moments")
    void aKillDuringSchemaCreationLeavesADatabaseTheNextOpenFinishes(int row, String moment) throws Exception {
        String database = "killed_" + moment + "_row" + row;
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("create database " + database);
        }
        String url = "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/" + database;

        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SchemaCreationHalted.class.getName(), url,
                String.valueOf(row), moment).inheritIO().start();
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).as("the halted schema creation ended").isTrue();
        assertThat(child.exitValue()).as("halted after history row " + row).isEqualTo(9);
        assertThat(recorded(url)).as("migrations recorded before the kill").isLessThan(MIGRATIONS);

        try (Store store = Store.open(new StoreLocation(url, "postgres", ""))) {
            assertThat(store.<Long>read(session -> session.runs().count())).isZero();
        }
        assertThat(recorded(url)).as("migrations recorded after the next open").isEqualTo(MIGRATIONS);
    }

    private static int migrations() {
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/db/migration"))) {
            return (int) files.filter(file -> file.getFileName().toString().matches("V\\d+__.*\\.sql")).count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long recorded(String url) throws SQLException {
        try (Connection connection = java.sql.DriverManager.getConnection(url, "postgres", "");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "select count(*) from flyway_schema_history where success and version is not null")) {
            rows.next();
            return rows.getLong(1);
        } catch (SQLException e) {
            if ("42P01".equals(e.getSQLState())) {
                return 0; // killed before Flyway made its history table
            }
            throw e;
        }
    }
}
