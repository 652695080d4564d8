package org.benchlens.store;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Creates a new H2 store whole (decision 0100). H2 commits every CREATE on its own, so a process
 * killed while Flyway builds the schema in place leaves half a schema that Flyway then refuses
 * ("Table RUN already exists"). Here the schema is built in a file of its own, closed, and only
 * then linked under the store's name: the store's file either does not exist or holds the whole
 * schema, and a second process creating the same store at once keeps the first one's file.
 */
final class NewH2Store {

    private static final String DATA = ".mv.db";
    private static final String BEING_MADE = ".new-";

    private NewH2Store() {
    }

    /** Creates the store's file with its whole schema when it does not exist yet. */
    static void createIfMissing(StoreLocation location, String jdbcUrl) {
        Path store = location.h2File().orElseThrow();
        Path data = Path.of(store + DATA);
        if (Files.exists(data) || location.readOnly() || store.toString().startsWith("~")) {
            // H2 expands "~" itself: such a store is created in place, as before
            return;
        }
        removeLeftovers(store, BEING_MADE);
        Path temporary = Path.of(store + BEING_MADE + ProcessHandle.current().pid());
        try {
            build(location, urlFor(jdbcUrl, store, temporary));
            Path built = Path.of(temporary + DATA);
            OwnerOnly.files(built);
            H2FileRewrite.syncFile(built);
            linkInPlace(built, data);
        } catch (IOException | SQLException e) {
            throw new StoreUnavailableException("cannot create the store at " + location.describe() + ": "
                    + StoreMessages.reason(e), e);
        } finally {
            deleteQuietly(Path.of(temporary + DATA));
            deleteQuietly(Path.of(temporary + ".trace.db"));
        }
    }

    /** The store's URL with its file replaced by {@code temporary}, shared with no other process. */
    private static String urlFor(String jdbcUrl, Path store, Path temporary) {
        String prefix = "jdbc:h2:file:" + store;
        if (!jdbcUrl.startsWith(prefix)) {
            throw new IllegalStateException("unexpected H2 URL " + jdbcUrl);
        }
        return "jdbc:h2:file:" + temporary + jdbcUrl.substring(prefix.length()).replaceAll("(?i);AUTO_SERVER=TRUE", "");
    }

    private static void build(StoreLocation location, String url) throws SQLException {
        // held open so that the file is closed, written whole, by SHUTDOWN below and not by Flyway's last close
        try (Connection holding = DriverManager.getConnection(url, location.user(), nullToEmpty(location.password()))) {
            WritePhase.reached("schema");
            Migrations.apply(location, url, null);
            try (Statement shutdown = holding.createStatement()) {
                shutdown.execute("SHUTDOWN");
            }
        }
    }

    /** A hard link cannot replace a file: when another process made the store first, its file stays. */
    private static void linkInPlace(Path built, Path data) throws IOException {
        try {
            Files.createLink(data, built);
        } catch (FileAlreadyExistsException e) {
            // another process created the store meanwhile; it holds the same schema
        } catch (UnsupportedOperationException e) {
            try {
                Files.move(built, data);
            } catch (FileAlreadyExistsException again) {
                // as above
            }
        }
    }

    /**
     * Files named {@code store + infix + pid + ...} left by processes that died while making or rewriting a
     * store; a living process's file is left alone.
     */
    static void removeLeftovers(Path store, String infix) {
        Path folder = store.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return;
        }
        String prefix = store.getFileName() + infix;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, prefix + "*")) {
            for (Path file : files) {
                String rest = file.getFileName().toString().substring(prefix.length());
                int end = rest.indexOf('.');
                if (end > 0 && rest.substring(0, end).chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(rest.substring(0, end))).isEmpty()) {
                    deleteQuietly(file);
                }
            }
        } catch (IOException e) {
            // only tidying
        }
    }

    static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a leftover is removed by the next store created here
        }
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
