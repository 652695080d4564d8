package org.benchlens.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the store lives: an H2 file (the default, {@code ~/.benchlens/store}) or any JDBC URL,
 * such as a team's shared PostgreSQL.
 */
public record StoreLocation(String jdbcUrl, String user, String password) {

    public static final String ENVIRONMENT_VARIABLE = "BENCHLENS_STORE";

    /** The store named by {@code --store}, else by BENCHLENS_STORE, else the default file. */
    public static StoreLocation resolve(String option, Map<String, String> environment) {
        String given = option != null && !option.isBlank() ? option : environment.get(ENVIRONMENT_VARIABLE);
        if (given == null || given.isBlank()) {
            return file(defaultFile());
        }
        String user = environment.getOrDefault("BENCHLENS_STORE_USER", null);
        String password = environment.getOrDefault("BENCHLENS_STORE_PASSWORD", null);
        if (given.startsWith("jdbc:")) {
            return new StoreLocation(given, user, password);
        }
        return file(Path.of(expandHome(given)));
    }

    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".benchlens", "store");
    }

    /**
     * An embedded H2 file. AUTO_SERVER lets a second process (the GUI and the command line)
     * open the same file at once.
     */
    public static StoreLocation file(Path file) {
        String path = file.toAbsolutePath().normalize().toString();
        if (path.endsWith(".mv.db")) {
            path = path.substring(0, path.length() - ".mv.db".length());
        }
        return new StoreLocation("jdbc:h2:file:" + path + ";AUTO_SERVER=TRUE", "sa", "");
    }

    public Kind kind() {
        String url = jdbcUrl.toLowerCase(Locale.ROOT);
        if (url.startsWith("jdbc:h2:")) {
            return Kind.H2;
        }
        if (url.startsWith("jdbc:postgresql:")) {
            return Kind.POSTGRESQL;
        }
        return Kind.OTHER;
    }

    /** The URL without credentials, for messages. */
    public String describe() {
        return jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    private static String expandHome(String path) {
        return path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path;
    }

    /** The databases the schema is written for. */
    public enum Kind { H2, POSTGRESQL, OTHER }
}
