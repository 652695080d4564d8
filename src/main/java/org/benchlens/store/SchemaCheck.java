package org.benchlens.store;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Tells, with one query, whether a store's schema is already the one this build's migrations make,
 * so that opening it need not start Flyway (which costs most of a second of a command's start).
 * It says "current" only when every migration ever applied succeeded and the applied versions are
 * exactly the versions of the migration files on the class path (decision 0094); in any other case,
 * or when it cannot tell, Flyway runs as before.
 */
final class SchemaCheck {

    private static final String FOLDER = "db/migration";
    private static final String HISTORY_QUERY = "select \"version\", \"success\" from \"flyway_schema_history\"";

    /** The versions of this build's migrations, read once; empty when they cannot be listed. */
    private static final Optional<Set<String>> ON_CLASS_PATH = listMigrationVersions();

    private SchemaCheck() {
    }

    /** Whether the store behind {@code connection} has every migration of this build and no other. */
    static boolean isCurrent(Connection connection) {
        if (ON_CLASS_PATH.isEmpty()) {
            return false;
        }
        Set<String> applied = new TreeSet<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(HISTORY_QUERY)) {
            while (rows.next()) {
                if (!rows.getBoolean(2)) {
                    return false;
                }
                String version = rows.getString(1);
                if (version != null) {
                    applied.add(version);
                }
            }
        } catch (SQLException e) {
            // no history yet (a new store), or one we do not know: Flyway decides
            return false;
        }
        return applied.equals(ON_CLASS_PATH.get());
    }

    /** The versions this build migrates to, as Flyway writes them in its history ("3", "4.1"). */
    /** Whether the store's schema has the table {@code name} (as H2 spells it: upper case). */
    static boolean hasTable(Connection connection, String name) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(
                "select count(*) from information_schema.tables where table_schema = 'PUBLIC' and table_name = ?")) {
            query.setString(1, name);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1) > 0;
            }
        }
    }

    static Optional<Set<String>> migrationVersions() {
        return ON_CLASS_PATH;
    }

    private static Optional<Set<String>> listMigrationVersions() {
        try {
            CodeSource source = SchemaCheck.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            Path location = Path.of(source.getLocation().toURI());
            Set<String> versions = new TreeSet<>();
            try (Stream<String> names = fileNames(location)) {
                for (String name : (Iterable<String>) names::iterator) {
                    Optional<String> version = version(name);
                    if (version.isEmpty()) {
                        return Optional.empty();
                    }
                    versions.add(version.get());
                }
            }
            return versions.isEmpty() ? Optional.empty() : Optional.of(versions);
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The names of the files in the migrations' folder, in a jar or in a folder of classes. */
    private static Stream<String> fileNames(Path location) throws IOException {
        if (Files.isDirectory(location)) {
            Path folder = location.resolve(FOLDER);
            return Files.isDirectory(folder) ? Files.list(folder).map(path -> path.getFileName().toString()) : Stream.empty();
        }
        JarFile jar = new JarFile(location.toFile());
        return jar.stream().map(JarEntry::getName)
                .filter(name -> name.startsWith(FOLDER + "/") && name.length() > FOLDER.length() + 1)
                .map(name -> name.substring(FOLDER.length() + 1))
                .onClose(() -> {
                    try {
                        jar.close();
                    } catch (IOException ignored) {
                        // only read
                    }
                });
    }

    /** "V4_1__index.sql" is version "4.1"; a file named otherwise is not understood here. */
    private static Optional<String> version(String fileName) {
        int end = fileName.indexOf("__");
        if (!fileName.startsWith("V") || end < 2 || !fileName.endsWith(".sql")) {
            return Optional.empty();
        }
        String version = fileName.substring(1, end).replace('_', '.');
        return version.matches("\\d+(\\.\\d+)*") ? Optional.of(version) : Optional.empty();
    }
}
