package org.benchlens.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import org.h2.message.DbException;
import org.h2.message.TraceSystem;
import org.h2.store.FileLock;
import org.h2.store.FileLockMethod;

/**
 * Writes an H2 store's content, as H2 reads it, into a new file that then takes the old one's place in one
 * move (H2's own SCRIPT and RUNSCRIPT, which copy rows and build every index anew). A kill at any moment
 * leaves the old file or the new one, whole. Used after a killed writer (decision 0137) and to compact a
 * store (decision 0141), always with H2's file lock held, so that no other process has the file open.
 */
final class H2FileRewrite {

    /** How long H2's lock protocol waits to see whether another process holds the file. */
    private static final int LOCK_SLEEP_MS = 20;
    private static final String DATA = ".mv.db";
    private static final String REWRITTEN = ".rewritten-";

    private H2FileRewrite() {
    }

    /**
     * H2's own lock on the store {@code store} (its path without ".mv.db"), taken by the protocol H2 runs at
     * each open; null when a running process holds the store.
     */
    static FileLock lockAlone(Path store) {
        FileLock lock = new FileLock(new TraceSystem(null), store + ".lock.db", LOCK_SLEEP_MS);
        try {
            lock.lock(FileLockMethod.FILE);
            return lock;
        } catch (DbException heldByARunningProcess) {
            return null;
        }
    }

    /** The content of {@code store} into a new file that replaces it; the caller holds {@link #lockAlone}. */
    static void rewrite(StoreLocation location, Path store) throws IOException, SQLException {
        Path data = Path.of(store + DATA);
        NewH2Store.removeLeftovers(store, REWRITTEN);
        Path temporary = Path.of(store + REWRITTEN + ProcessHandle.current().pid());
        Path copy = Path.of(temporary + ".old");
        Path script = Path.of(temporary + ".sql");
        Path rewritten = Path.of(temporary + DATA);
        try {
            // H2 opens no file read-only beside a lock file, and this process holds the store's: a copy is read
            Files.copy(data, Path.of(copy + DATA));
            OwnerOnly.files(Path.of(copy + DATA));
            try (Connection old = StoreSecret.connect("jdbc:h2:file:" + copy + ";ACCESS_MODE_DATA=r", location);
                 Statement statement = old.createStatement()) {
                statement.execute("SCRIPT TO " + quoted(script));
            }
            OwnerOnly.files(script);
            try (Connection fresh = DriverManager.getConnection("jdbc:h2:file:" + temporary, location.user(),
                    location.password() == null ? "" : location.password());
                 Statement statement = fresh.createStatement()) {
                statement.execute("RUNSCRIPT FROM " + quoted(script));
                statement.execute("SHUTDOWN");
            }
            OwnerOnly.files(rewritten);
            syncFile(rewritten);
            Files.move(rewritten, data, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            syncFolder(data.toAbsolutePath().getParent());
        } finally {
            for (Path file : new Path[] {Path.of(copy + DATA), Path.of(copy + ".trace.db"), script, rewritten,
                    Path.of(temporary + ".trace.db")}) {
                NewH2Store.deleteQuietly(file);
            }
        }
    }

    /** Puts a file's bytes on disk before it is linked or moved into a store's place. */
    static void syncFile(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
    }

    /** Puts a move into the folder on disk, where the file system allows a folder to be synced. */
    static void syncFolder(Path folder) {
        if (folder == null) {
            return;
        }
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // not every file system opens a folder: the move itself is atomic there
        }
    }

    private static String quoted(Path file) {
        return "'" + file.toAbsolutePath().toString().replace("'", "''") + "'";
    }
}
