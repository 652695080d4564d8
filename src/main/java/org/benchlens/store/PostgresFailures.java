package org.benchlens.store;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

import org.benchlens.model.VisibleText;

/**
 * Why a PostgreSQL store failed, in BenchLens's words: by the SQLState the server or the driver set
 * (PostgreSQL's "Appendix A. Error Codes"), and by the network failure beneath the driver's. The
 * server's own sentence ("FATAL: database "x" does not exist") is only read for the name it quotes.
 */
final class PostgresFailures {

    private static final Pattern QUOTED = Pattern.compile("\"([^\"]{1,63})\"");
    private static final Pattern HOST_PORT = Pattern.compile("([\\w.\\-\\[\\]:]+:\\d{1,5})");
    private static final String CREDENTIALS = "set BENCHLENS_STORE_USER and BENCHLENS_STORE_PASSWORD";

    private PostgresFailures() {
    }

    /** Our sentence for {@code failure}, or empty when it is not one of PostgreSQL's failures we know. */
    static Optional<String> sentence(SQLException failure) {
        Optional<String> network = network(failure);
        if (network.isPresent()) {
            return network;
        }
        String message = failure.getMessage() == null ? "" : failure.getMessage();
        if (message.startsWith("Unable to parse URL")) {
            // the driver's sentence repeats the URL, password and all
            return Optional.of("the URL is not one PostgreSQL's driver reads: expected "
                    + "jdbc:postgresql://host:port/database, with a port from 1 to 65535");
        }
        String state = failure.getSQLState();
        return state == null ? Optional.empty() : byState(state, serverMessage(failure));
    }

    private static Optional<String> byState(String state, String server) {
        String name = quoted(server);
        return Optional.ofNullable(switch (state) {
            case "3D000" -> name == null
                    ? "the PostgreSQL server has no database of the name in the URL; create it (createdb) or name another"
                    : "the PostgreSQL server has no database named " + name + "; create it (createdb " + name
                            + ") or name another in the URL";
            case "28P01" -> "the PostgreSQL server refused the password for user " + orElse(name, "given")
                    + "; " + CREDENTIALS;
            case "28000" -> server.contains("pg_hba.conf")
                    ? "the PostgreSQL server lets no connection in from this host for this user and database "
                            + "(its pg_hba.conf has no line for them)"
                    : "the PostgreSQL server does not let user " + orElse(name, "given")
                            + " in (no such role, or one that may not log in); " + CREDENTIALS;
            case "42501" -> "the user may not create or change BenchLens's tables in that database; connect as "
                    + "the database's owner, or grant the user CREATE on its schema";
            case "53300" -> "the PostgreSQL server has no free connection (too many clients); try again when "
                    + "fewer are connected, or raise its max_connections";
            case "57P03" -> "the PostgreSQL server is starting, stopping or recovering and takes no connection "
                    + "now; try again in a moment";
            case "57P01", "57P02" -> "the PostgreSQL server was shut down";
            case "53100" -> "the PostgreSQL server's disk is full";
            case "53200" -> "the PostgreSQL server ran out of memory";
            case "25006" -> "the PostgreSQL server takes only reads there (a standby, or a read-only database)";
            case "08P01" -> "the connection broke off while it was being set up; check that the host and port "
                    + "in the URL are a PostgreSQL server's, and its SSL settings";
            case "08004" -> "the PostgreSQL server refused the connection";
            case "08003", "08006" -> "the connection to the PostgreSQL server was lost";
            case "08001" -> "the PostgreSQL server cannot be reached; check the host and port in the URL";
            default -> null;
        });
    }

    /** Failures beneath the driver: no such host, nothing listening, no answer. */
    private static Optional<String> network(SQLException failure) {
        for (Throwable e = failure.getCause(); e != null && e != e.getCause(); e = e.getCause()) {
            if (e instanceof UnknownHostException unknown) {
                return Optional.of("no host is named " + VisibleText.of(String.valueOf(unknown.getMessage()))
                        + "; correct the host in the URL");
            }
            if (e instanceof ConnectException || e instanceof NoRouteToHostException) {
                return Optional.of("nothing accepts connections at " + hostPort(failure.getMessage())
                        + "; start PostgreSQL there, or correct the host and port in the URL");
            }
            if (e instanceof SocketTimeoutException) {
                return Optional.of("the PostgreSQL server did not answer in time; check the host and port in the "
                        + "URL, and that no firewall drops the connection");
            }
        }
        return Optional.empty();
    }

    /** What the server said, without its severity: the part that may quote a name. */
    private static String serverMessage(SQLException failure) {
        ServerErrorMessage server = failure instanceof PSQLException psql ? psql.getServerErrorMessage() : null;
        String text = server != null && server.getMessage() != null ? server.getMessage() : "";
        return text;
    }

    private static String quoted(String server) {
        Matcher m = QUOTED.matcher(server);
        return m.find() ? VisibleText.of(m.group(1)) : null;
    }

    private static String hostPort(String message) {
        Matcher m = HOST_PORT.matcher(message == null ? "" : message);
        return m.find() ? m.group(1) : "the host and port in the URL";
    }

    private static String orElse(String name, String fallback) {
        return name != null ? name : fallback;
    }
}
