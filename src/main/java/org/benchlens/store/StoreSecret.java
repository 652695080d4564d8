package org.benchlens.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;

import org.h2.api.ErrorCode;

/**
 * The password of an embedded H2 store, kept in {@code STORE.secret} beside its file, readable by its owner
 * only (decision 0140). H2's listener, which lets the window and the commands share the store, takes any
 * local process that logs in: the lock file's key alone must not be enough. The file is made once, whole,
 * by whichever process comes first; a store made before it had an empty password, which its next open
 * for writing replaces.
 */
final class StoreSecret {

    static final String SUFFIX = ".secret";
    private static final SecureRandom RANDOM = new SecureRandom();

    private StoreSecret() {
    }

    /**
     * The password of the store {@code store} (its path without ".mv.db"): read from its secret file, which is
     * made first where there is none and the folder can be written; else empty, as for stores made before.
     */
    static String of(Path store) {
        Path secret = Path.of(store + SUFFIX);
        try {
            if (!Files.exists(secret) && writable(store)) {
                create(store, secret);
            }
            return Files.readString(secret, StandardCharsets.US_ASCII).strip();
        } catch (IOException | RuntimeException e) {
            // a folder that cannot be written (a read-only store) or made: the open says what is wrong
            return "";
        }
    }

    private static boolean writable(Path store) {
        Path data = Path.of(store + ".mv.db");
        return !Files.exists(data) || Files.isWritable(data);
    }

    /** Writes a new random secret to a file of its own, then links it in place: readers see all of it or none. */
    private static void create(Path store, Path secret) throws IOException {
        Path folder = store.toAbsolutePath().getParent();
        if (folder != null) {
            OwnerOnly.createFolders(folder);
        }
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        Path temporary = Path.of(store + SUFFIX + ".new-" + ProcessHandle.current().pid());
        Files.deleteIfExists(temporary);
        try {
            try {
                Files.createFile(temporary, PosixFilePermissions.asFileAttribute(OwnerOnly.FILE));
            } catch (UnsupportedOperationException notPosix) {
                Files.createFile(temporary);
            }
            Files.writeString(temporary, HexFormat.of().formatHex(bytes) + "\n", StandardCharsets.US_ASCII);
            H2FileRewrite.syncFile(temporary);
            try {
                Files.createLink(secret, temporary);
            } catch (FileAlreadyExistsException madeByAnotherProcess) {
                // its secret is the store's
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Gives a store made with an empty password its secret, when the secret is refused and the empty password
     * is not: returns whether it did. Committed and synced before the store is used.
     */
    static boolean adopt(StoreLocation location, String url) throws SQLException {
        if (location.password() == null || location.password().isEmpty()) {
            return false;
        }
        try (Connection connection = DriverManager.getConnection(url, location.user(), "")) {
            try (PreparedStatement alter = connection.prepareStatement("ALTER USER " + quotedName(location.user())
                    + " SET PASSWORD ?")) {
                alter.setString(1, location.password());
                alter.execute();
            }
            try (Statement sync = connection.createStatement()) {
                sync.execute("CHECKPOINT SYNC");
            }
            return true;
        } catch (SQLException e) {
            if (e.getErrorCode() == ErrorCode.WRONG_USER_OR_PASSWORD) {
                return false;
            }
            throw e;
        }
    }

    /**
     * A connection to {@code url} with the store's secret, or with the empty password of a store made before
     * secrets when the secret is refused.
     */
    static Connection connect(String url, StoreLocation location) throws SQLException {
        String password = location.password() == null ? "" : location.password();
        try {
            return DriverManager.getConnection(url, location.user(), password);
        } catch (SQLException e) {
            if (password.isEmpty() || e.getErrorCode() != ErrorCode.WRONG_USER_OR_PASSWORD) {
                throw e;
            }
            return DriverManager.getConnection(url, location.user(), "");
        }
    }

    /** Why a store file refuses its secret: it was copied without the secret of the store it came from. */
    static StoreUnavailableException notItsSecret(StoreLocation location, Throwable refusal) {
        Path store = location.h2File().orElseThrow();
        return new StoreUnavailableException("cannot open the store at " + location.describe() + ": its password "
                + "is not the one in " + store.getFileName() + SUFFIX + "; a store file copied from elsewhere needs "
                + "the .secret file of the store it came from beside it, named " + store.getFileName() + SUFFIX,
                refusal);
    }

    /** Whether {@code failure} is H2's refusal of a user name or password. */
    static boolean isRefusedLogin(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause() == e ? null : e.getCause()) {
            if (e instanceof SQLException sql && sql.getErrorCode() == ErrorCode.WRONG_USER_OR_PASSWORD) {
                return true;
            }
        }
        return false;
    }

    private static String quotedName(String user) {
        return "\"" + user.toUpperCase(java.util.Locale.ROOT).replace("\"", "\"\"") + "\"";
    }
}
