package org.benchlens.store;

import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

import org.benchlens.model.VisibleText;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * Says in a person's words why the database refused: a sentence of ours for the failures people
 * meet (H2's error codes, PostgreSQL's states and the network beneath), else the first line of the
 * database's message without its codes, severities, class names, statements or any password.
 */
final class StoreMessages {

    /** The longest reason: the store's sentence around it and the URL must fit in 400 characters. */
    static final int MAX_REASON = 200;

    private static final String DAMAGED = "the store file is damaged; benchlens store repair copies every run it "
            + "can read into a new store and keeps this file beside it";

    /** H2's error codes that have a plainer sentence. */
    private static final Map<Integer, String> H2 = Map.ofEntries(
            Map.entry(90020, "another program holds the store file and does not share it"),
            Map.entry(8000, "another program holds the store file and does not share it"),
            Map.entry(50200, "another process kept the store busy for too long"),
            Map.entry(90062, "its file cannot be created there"),
            Map.entry(90097, "the store is read-only"),
            Map.entry(90098, "the store file is damaged or was closed while being written"),
            Map.entry(90030, DAMAGED),
            Map.entry(90143, DAMAGED),
            Map.entry(28000, "the user name or password was refused"),
            Map.entry(90046, "the URL is not one H2 reads: expected jdbc:h2:file:PATH or a file path"),
            Map.entry(90048, "the store file is not a database this H2 reads (another program's file, or one of an "
                    + "older or newer H2)"));

    private StoreMessages() {
    }

    /** One line saying why {@code failure} happened. */
    static String reason(Throwable failure) {
        SQLException sql = deepestSql(failure);
        if (sql != null && sql.getMessage() != null && sql.getMessage().startsWith("No suitable driver")) {
            // DriverManager's sentence repeats the URL, password and all
            return "no database driver reads this URL: expected jdbc:h2:file:PATH or "
                    + "jdbc:postgresql://host:port/database";
        }
        if (sql != null) {
            Optional<String> plain = sql.getClass().getName().startsWith("org.postgresql.")
                    ? PostgresFailures.sentence(sql) : Optional.ofNullable(H2.get(sql.getErrorCode()));
            if (plain.isPresent()) {
                return plain.get();
            }
        }
        if (damagedFile(failure)) {
            return DAMAGED;
        }
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? "it failed without saying why" : root.getMessage();
        if (text.contains("No space left on device")) {
            return "the disk is full";
        }
        return firstLine(text);
    }

    /**
     * The first line of a database's message, without H2's "[90020-252]" code, PostgreSQL's "FATAL: "
     * or "ERROR: ", a leading exception class name, a statement, or a password; at most
     * {@link #MAX_REASON} characters.
     */
    static String firstLine(String message) {
        String line = message.strip().lines().findFirst().orElse("");
        line = line.replaceFirst("^([a-z][a-z0-9_]*\\.)+[A-Za-z0-9$]*(Exception|Error): ", "")
                .replaceFirst("^(FATAL|ERROR|PANIC): +", "")
                .replaceAll(" ?\\[\\d+-\\d+]$", "")
                .replaceAll("(?i)(password=)[^&;\\s]*", "$1***");
        int statement = line.indexOf("; SQL statement:");
        line = VisibleText.of(statement < 0 ? line : line.substring(0, statement));
        return line.length() <= MAX_REASON ? line : line.substring(0, MAX_REASON - 1) + "…";
    }

    /**
     * Whether H2's storage layer found the file damaged: a chunk missing ("Chunk 16 not found", which H2
     * reports as a general error) or corrupt. A store left so by a kill during H2's compaction said only that.
     */
    private static boolean damagedFile(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause() == e ? null : e.getCause()) {
            if (e instanceof MVStoreException store && (store.getErrorCode() == DataUtils.ERROR_CHUNK_NOT_FOUND
                    || store.getErrorCode() == DataUtils.ERROR_FILE_CORRUPT)) {
                return true;
            }
        }
        return false;
    }

    private static SQLException deepestSql(Throwable failure) {
        SQLException deepest = null;
        for (Throwable e = failure; e != null && e.getCause() != e; e = e.getCause()) {
            if (e instanceof SQLException sql) {
                deepest = sql;
            }
            if (e.getCause() == null) {
                break;
            }
        }
        return deepest;
    }
}
