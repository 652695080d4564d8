package org.benchlens.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where the store lives: an H2 file (the default, {@code ~/.benchlens/store}) or any JDBC URL,
 * such as a team's shared PostgreSQL.
 */
public record StoreLocation(String jdbcUrl, String user, String password) {

    public static final String ENVIRONMENT_VARIABLE = "BENCHLENS_STORE";

    static {
        H2Listener.loopbackOnly();
    }
    private static final String H2_FILE = "jdbc:h2:file:";

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

    /**
     * A path is only a path: H2 would read a ';' in it as the start of its settings (INIT can run
     * any SQL), so such a path is refused and settings come only with an explicit jdbc:h2: URL.
     */
    private static String checkPath(String path) {
        if (path.indexOf(';') >= 0 || path.indexOf('=') >= 0) {
            throw new IllegalArgumentException("the store path " + path + " contains ';' or '=', which the "
                    + "database would read as its settings; choose a folder without them, or give settings "
                    + "explicitly as a jdbc:h2:file:... URL");
        }
        return path;
    }

    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".benchlens", "store");
    }

    /**
     * An embedded H2 file, with its password from its secret file (StoreSecret). AUTO_SERVER lets a second
     * process (the window and the command line) open the same file at once, through a listener on loopback
     * only (H2Listener). H2 never compacts the file in place, neither in the background nor on close
     * (decision 0141): {@code store compact} writes a new file instead.
     */
    public static StoreLocation file(Path file) {
        String path = h2Path(file);
        return withPassword(path, StoreSecret.of(Path.of(path)));
    }

    /** An H2 file made with the password {@code password}: a store's new file that will take its place. */
    static StoreLocation withPassword(String path, String password) {
        if (readOnly(path) && !Files.exists(Path.of(path + StoreSecret.SUFFIX))) {
            // a store that may only be read keeps the password it was made with: empty, before secrets
            password = "";
        }
        return new StoreLocation("jdbc:h2:file:" + path + (readOnly(path) ? ";ACCESS_MODE_DATA=r"
                : ";AUTO_SERVER=TRUE" + IN_PLACE_COMPACTION_OFF), "sa", password);
    }

    private static String h2Path(Path file) {
        String path = file.toAbsolutePath().normalize().toString();
        if (path.endsWith(".mv.db")) {
            path = path.substring(0, path.length() - ".mv.db".length());
        }
        return checkPath(path);
    }

    /** H2 settings that keep it from moving chunks of a file it has open (h2database #4247, #4383). */
    static final String IN_PLACE_COMPACTION_OFF = ";AUTO_COMPACT_FILL_RATE=0;MAX_COMPACT_TIME=0;REUSE_SPACE=FALSE";

    /** H2 shares a file with other processes only when it may write it; a read-only file is opened only to read. */
    private static boolean readOnly(String path) {
        Path data = Path.of(path + ".mv.db");
        return Files.exists(data) && !Files.isWritable(data);
    }

    /** The file an embedded H2 store lives in (without ".mv.db"), when it is one. */
    public Optional<Path> h2File() {
        if (!jdbcUrl.regionMatches(true, 0, H2_FILE, 0, H2_FILE.length())) {
            return Optional.empty();
        }
        String rest = jdbcUrl.substring(H2_FILE.length());
        int settings = rest.indexOf(';');
        return Optional.of(Path.of(settings < 0 ? rest : rest.substring(0, settings)));
    }

    /** Whether the data may only be read (a store file without write permission). */
    public boolean readOnly() {
        return jdbcUrl.toUpperCase(Locale.ROOT).contains(";ACCESS_MODE_DATA=R");
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

    /** The file of an H2 store, else the URL without credentials, for messages. */
    public String describe() {
        return h2File().map(Path::toString)
                .orElseGet(() -> jdbcUrl.replaceAll("(?i)(password=)[^&;]*", "$1***"));
    }

    /** Never the password: a location may be logged or shown. */
    @Override
    public String toString() {
        return "StoreLocation[" + describe() + ", user " + user + "]";
    }

    private static String expandHome(String path) {
        return path.startsWith("~/") ? System.getProperty("user.home") + path.substring(1) : path;
    }

    /** The databases the schema is written for. */
    public enum Kind { H2, POSTGRESQL, OTHER }
}
