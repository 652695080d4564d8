package org.benchlens.runner.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

import org.benchlens.runner.RunnerException;
import org.benchlens.runner.TemporaryFolders;

/** Checks target settings and starts the target a workload runs against. */
public final class Targets {

    private Targets() {
    }

    /**
     * Checks what can be checked before a run: a JDBC URL is connected to once (wrong password,
     * unreachable host, no such database), and an embedded PostgreSQL is not asked to run as root.
     */
    public static void validate(TargetSettings settings) throws RunnerException {
        switch (settings.kind()) {
            case EMBEDDED_H2 -> {
            }
            case EMBEDDED_POSTGRESQL -> refuseRoot();
            case JDBC -> {
                if (settings.url().isEmpty()) {
                    throw new RunnerException("the JDBC URL is empty; expected jdbc:postgresql://host:port/database "
                            + "or jdbc:h2:...");
                }
                try (Connection connection = DriverManager.getConnection(settings.url(), settings.user(),
                        settings.password())) {
                    connection.getMetaData(); // connecting once is the check
                } catch (SQLException e) {
                    throw ConnectionProblem.of(settings.url(), settings.user(), e);
                }
            }
        }
    }

    /** Starts (embedded) or connects to (JDBC) the target; the log hears what happens. */
    public static DatabaseTarget start(TargetSettings settings, Consumer<String> log) throws RunnerException {
        return switch (settings.kind()) {
            case EMBEDDED_H2 -> embeddedH2(log);
            case EMBEDDED_POSTGRESQL -> embeddedPostgresql(log);
            case JDBC -> ConnectedTarget.open(TargetKind.JDBC, settings.url(), settings.user(), settings.password(),
                    () -> { });
        };
    }

    private static DatabaseTarget embeddedH2(Consumer<String> log) throws RunnerException {
        Path folder = temporaryFolder("benchlens-h2-");
        log.accept("embedded H2 in " + folder);
        String url = "jdbc:h2:file:" + folder.resolve("bench").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE";
        return ConnectedTarget.open(TargetKind.EMBEDDED_H2, url, "sa", "", () -> {
            shutdownH2(url);
            TemporaryFolders.deleteQuietly(folder);
        });
    }

    private static DatabaseTarget embeddedPostgresql(Consumer<String> log) throws RunnerException {
        refuseRoot();
        Path folder = temporaryFolder("benchlens-pg-");
        log.accept("starting an embedded PostgreSQL in " + folder);
        EmbeddedPostgres server;
        try {
            server = EmbeddedPostgres.builder().setDataDirectory(folder).setCleanDataDirectory(true).start();
        } catch (IOException | RuntimeException e) {
            TemporaryFolders.deleteQuietly(folder);
            throw new RunnerException("the embedded PostgreSQL did not start: " + e.getMessage(), e);
        }
        log.accept("embedded PostgreSQL listening on port " + server.getPort());
        return ConnectedTarget.open(TargetKind.EMBEDDED_POSTGRESQL, server.getJdbcUrl("postgres", "postgres"),
                "postgres", "", () -> {
                    try {
                        server.close();
                    } catch (IOException ignored) {
                        // the server's folder is removed below either way
                    }
                    TemporaryFolders.deleteQuietly(folder);
                    log.accept("embedded PostgreSQL stopped");
                });
    }

    /** PostgreSQL will not run as root, so say it before trying. */
    private static void refuseRoot() throws RunnerException {
        if ("root".equals(System.getProperty("user.name"))) {
            throw new RunnerException("the embedded PostgreSQL refuses to run as root: start BenchLens as an "
                    + "ordinary user, or give the JDBC URL of a PostgreSQL server");
        }
    }

    private static void shutdownH2(String url) {
        try (Connection connection = DriverManager.getConnection(url, "sa", "");
             Statement statement = connection.createStatement()) {
            statement.execute("shutdown");
        } catch (SQLException ignored) {
            // already closed: nothing holds the file
        }
    }

    private static Path temporaryFolder(String prefix) throws RunnerException {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new RunnerException("cannot create a temporary folder for the database: " + e.getMessage(), e);
        }
    }
}
