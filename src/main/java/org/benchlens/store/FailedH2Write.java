package org.benchlens.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;

import org.h2.api.ErrorCode;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStoreException;

/**
 * H2 after a write to its file failed (a full disk, a file size limit): its next statement in this process may
 * spin forever, because the failure can leave the file's version counter below zero and H2 waits for it to rise
 * (decision 0182). So a connection that saw such a failure is neither rolled back nor closed, its file is shut at
 * once, and the store is given up by this process: the file is as its last commit left it on disk, and the next
 * process to open it finds it left open and copies it (LeftOpenH2File).
 */
final class FailedH2Write {

    /** H2's codes for a file it could not write, and for a database it closed after that. */
    private static final Set<Integer> FILE_FAILED = Set.of(ErrorCode.IO_EXCEPTION_1, ErrorCode.IO_EXCEPTION_2,
            ErrorCode.DATABASE_IS_CLOSED);

    private FailedH2Write() {
    }

    /** Whether {@code failure}, or one of its causes, is H2 failing to write its file or closed after one. */
    static boolean isOne(Throwable failure) {
        for (Throwable e = failure; e != null; e = e.getCause()) {
            if (e instanceof MVStoreException store && (store.getErrorCode() == DataUtils.ERROR_WRITING_FAILED
                    || store.getErrorCode() == DataUtils.ERROR_CLOSED)) {
                return true;
            }
            if (e instanceof SQLException sql && sql.getClass().getName().startsWith("org.h2.")
                    && FILE_FAILED.contains(sql.getErrorCode())) {
                return true;
            }
            if (e.getCause() == e) {
                break;
            }
        }
        return false;
    }

    /**
     * Closes the H2 file of {@code connection} at once, writing nothing more, and leaves the connection as it is:
     * its rollback or close may never end. H2 closes a file so when it fails in a statement, not when it failed in
     * its own writer (the case that spins), and a file left open would spin again in H2's own close at the JVM's
     * exit. A file another process serves is that process's to close.
     */
    static void abandon(Connection connection) {
        try {
            if (connection.isWrapperFor(JdbcConnection.class)
                    && connection.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal local) {
                local.getDatabase().shutdownImmediately();
            }
        } catch (SQLException | RuntimeException e) {
            // closed already: nothing more to do
        }
    }
}
