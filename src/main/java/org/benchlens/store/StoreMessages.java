package org.benchlens.store;

import java.sql.SQLException;
import java.util.Map;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * Says in a person's words why the database refused: the first line of the database's message
 * without its codes and statements, or a sentence of ours for the failures people meet.
 */
final class StoreMessages {

    private static final String DAMAGED = "the store file is damaged; benchlens store repair copies every run it "
            + "can read into a new store and keeps this file beside it";

    /** H2's error codes and PostgreSQL's states that have a plainer sentence. */
    private static final Map<String, String> PLAIN = Map.ofEntries(
            Map.entry("90020", "another program holds the store file and does not share it"),
            Map.entry("8000", "another program holds the store file and does not share it"),
            Map.entry("50200", "another process kept the store busy for too long"),
            Map.entry("90062", "its file cannot be created there"),
            Map.entry("90097", "the store is read-only"),
            Map.entry("90098", "the store file is damaged or was closed while being written"),
            Map.entry("90030", DAMAGED),
            Map.entry("90143", DAMAGED),
            Map.entry("28000", "the user name or password was refused"),
            Map.entry("28P01", "the user name or password was refused"),
            Map.entry("08001", "the database server cannot be reached"),
            Map.entry("57P01", "the database server shut down"),
            Map.entry("53100", "the disk is full"));

    private StoreMessages() {
    }

    /** One line saying why {@code failure} happened. */
    static String reason(Throwable failure) {
        SQLException sql = deepestSql(failure);
        if (sql != null) {
            String plain = PLAIN.get(Integer.toString(sql.getErrorCode()));
            if (plain == null && sql.getSQLState() != null && sql.getErrorCode() == 0) {
                plain = PLAIN.get(sql.getSQLState());
            }
            if (plain != null) {
                return plain;
            }
        }
        if (damagedFile(failure)) {
            return DAMAGED;
        }
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        if (text.contains("No space left on device")) {
            return "the disk is full";
        }
        return firstLine(text);
    }

    /** The first line, without H2's "[90020-252]" code or PostgreSQL's "ERROR: " prefix. */
    static String firstLine(String message) {
        String line = message.strip().lines().findFirst().orElse("");
        line = line.replaceFirst("^ERROR: ", "").replaceAll(" ?\\[\\d+-\\d+]$", "");
        int statement = line.indexOf("; SQL statement:");
        return statement < 0 ? line : line.substring(0, statement);
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
