package org.benchlens.runner.db;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.sql.SQLException;

import org.benchlens.runner.RunnerException;

/** Turns a failed connection into one sentence that names the URL and what to check. */
final class ConnectionProblem {

    private ConnectionProblem() {
    }

    static RunnerException of(String url, String user, SQLException e) {
        String shown = JdbcUrls.withoutPassword(url);
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String sentence;
        if (state.startsWith("28")) {
            sentence = shown + " refused user " + (user.isEmpty() ? "(none)" : user)
                    + ": the user name or the password is wrong";
        } else if (e.getMessage() != null && e.getMessage().startsWith("No suitable driver")) {
            sentence = url.startsWith("jdbc:") ? shown + " names a database BenchLens has no driver for; expected "
                    + "jdbc:postgresql://host:port/database or jdbc:h2:..." : "the URL " + shown
                    + " is not a JDBC URL; expected jdbc:postgresql://host:port/database or jdbc:h2:...";
        } else if (state.equals("3D000")) {
            sentence = shown + " names a database that does not exist on that server";
        } else if (state.startsWith("08") || causedBy(e, ConnectException.class)
                || causedBy(e, UnknownHostException.class)) {
            sentence = "cannot reach the database server of " + shown + " (" + firstLine(e)
                    + "); check the host, the port and that the server is running";
        } else {
            sentence = "cannot connect to " + shown + ": " + firstLine(e);
        }
        return new RunnerException(sentence, e);
    }

    private static boolean causedBy(Throwable e, Class<? extends Throwable> kind) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (kind.isInstance(cause)) {
                return true;
            }
        }
        return false;
    }

    private static String firstLine(SQLException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).strip();
    }
}
