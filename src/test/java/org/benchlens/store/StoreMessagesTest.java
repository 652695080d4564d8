package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;

import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;
import org.postgresql.util.PSQLState;
import org.postgresql.util.ServerErrorMessage;

/** The database's failures in BenchLens's words, by H2's codes, PostgreSQL's states and the network. */
class StoreMessagesTest {

    /** A failure as PostgreSQL sends it: severity, state and message as the protocol's fields. */
    private static PSQLException server(String state, String message) {
        return new PSQLException(new ServerErrorMessage("SFATAL\0VFATAL\0C" + state + "\0M" + message + "\0"));
    }

    @Test
    void aMissingDatabaseIsNamedWithHowToCreateIt() {
        assertThat(StoreMessages.reason(server("3D000", "database \"x\" does not exist")))
                .isEqualTo("the PostgreSQL server has no database named x; create it (createdb x) or name another in the URL");
        assertThat(StoreMessages.reason(server("3D000", "la base de données « x » n'existe pas")))
                .isEqualTo("the PostgreSQL server has no database of the name in the URL; create it (createdb) or name another");
    }

    @Test
    void refusedLoginsSayWhichUserAndWhereTheCredentialsGo() {
        assertThat(StoreMessages.reason(server("28P01", "password authentication failed for user \"bench\"")))
                .isEqualTo("the PostgreSQL server refused the password for user bench; set BENCHLENS_STORE_USER and "
                        + "BENCHLENS_STORE_PASSWORD");
        assertThat(StoreMessages.reason(server("28000", "role \"bench\" does not exist")))
                .isEqualTo("the PostgreSQL server does not let user bench in (no such role, or one that may not log in); "
                        + "set BENCHLENS_STORE_USER and BENCHLENS_STORE_PASSWORD");
        assertThat(StoreMessages.reason(server("28000", "no pg_hba.conf entry for host \"10.0.0.2\", user \"bench\", "
                + "database \"x\", no encryption")))
                .isEqualTo("the PostgreSQL server lets no connection in from this host for this user and database "
                        + "(its pg_hba.conf has no line for them)");
    }

    @Test
    void theServersOtherStatesEachHaveASentence() {
        assertThat(StoreMessages.reason(server("53300", "sorry, too many clients already")))
                .isEqualTo("the PostgreSQL server has no free connection (too many clients); try again when fewer are "
                        + "connected, or raise its max_connections");
        assertThat(StoreMessages.reason(server("57P03", "the database system is starting up")))
                .isEqualTo("the PostgreSQL server is starting, stopping or recovering and takes no connection now; "
                        + "try again in a moment");
        assertThat(StoreMessages.reason(server("42501", "permission denied for schema public")))
                .isEqualTo("the user may not create or change BenchLens's tables in that database; connect as the "
                        + "database's owner, or grant the user CREATE on its schema");
        assertThat(StoreMessages.reason(server("57P01", "terminating connection due to administrator command")))
                .isEqualTo("the PostgreSQL server was shut down");
        assertThat(StoreMessages.reason(server("53100", "could not extend file: No space left on device")))
                .isEqualTo("the PostgreSQL server's disk is full");
        assertThat(StoreMessages.reason(new PSQLException("An I/O error occurred while sending to the backend.",
                PSQLState.CONNECTION_FAILURE))).isEqualTo("the connection to the PostgreSQL server was lost");
    }

    @Test
    void theNetworkBeneathTheDriverIsSaidAsWhatToCheck() {
        assertThat(StoreMessages.reason(new PSQLException("Connection to 127.0.0.1:1 refused. Check that the hostname "
                + "and port are correct and that the postmaster is accepting TCP/IP connections.",
                PSQLState.CONNECTION_UNABLE_TO_CONNECT, new ConnectException("Connection refused"))))
                .isEqualTo("nothing accepts connections at 127.0.0.1:1; start PostgreSQL there, or correct the host and "
                        + "port in the URL");
        assertThat(StoreMessages.reason(new PSQLException("The connection attempt failed.",
                PSQLState.CONNECTION_UNABLE_TO_CONNECT, new UnknownHostException("db.example.invalid"))))
                .isEqualTo("no host is named db.example.invalid; correct the host in the URL");
        assertThat(StoreMessages.reason(new PSQLException("The connection attempt failed.",
                PSQLState.CONNECTION_UNABLE_TO_CONNECT, new SocketTimeoutException("Connect timed out"))))
                .isEqualTo("the PostgreSQL server did not answer in time; check the host and port in the URL, and that "
                        + "no firewall drops the connection");
    }

    @Test
    void aUrlTheDriverCannotReadIsRefusedWithoutRepeatingItsPassword() {
        String reason = StoreMessages.reason(new PSQLException("Unable to parse URL jdbc:postgresql://h:99999/x"
                + "?password=hunter2", PSQLState.UNEXPECTED_ERROR));
        assertThat(reason).isEqualTo("the URL is not one PostgreSQL's driver reads: expected "
                + "jdbc:postgresql://host:port/database, with a port from 1 to 65535");
        assertThat(StoreMessages.reason(new SQLException("No suitable driver found for jdbc:postgresql:?password=hunter2",
                "08001"))).doesNotContain("hunter2").startsWith("no database driver reads this URL");
    }

    @Test
    void anyOtherMessageLosesItsSeverityCodesClassNamesAndPassword() {
        assertThat(StoreMessages.reason(server("XX000", "could not open relation with OID 16384")))
                .isEqualTo("could not open relation with OID 16384");
        assertThat(StoreMessages.reason(new SQLException("FATAL: the server is odd; password=hunter2 was used")))
                .isEqualTo("the server is odd; password=*** was used");
        assertThat(StoreMessages.reason(new RuntimeException(new SQLException(
                "org.h2.jdbc.JdbcSQLNonTransientException: Something odd [90999-252]\nmore", "HY000", 90999))))
                .isEqualTo("Something odd");
        assertThat(StoreMessages.reason(new SQLException("x".repeat(1000)))).hasSize(StoreMessages.MAX_REASON);
    }

    @Test
    void theDriverItselfSaysItInOurWords() {
        // no server at all: the driver's own failures, as a user meets them with --store
        for (String url : new String[] {"jdbc:postgresql://127.0.0.1:1/x", "jdbc:postgresql://127.0.0.1:99999/x"
                + "?password=hunter2"}) {
            StoreLocation location = new StoreLocation(url, "bench", "hunter2");
            try (Store store = Store.open(location)) {
                throw new AssertionError("opened " + store.location());
            } catch (StoreUnavailableException e) {
                assertThat(e.getMessage()).doesNotContain("hunter2", "FATAL", "PSQL", "Exception", "Unable to parse")
                        .hasSizeLessThanOrEqualTo(400);
                assertThat(e.getMessage()).endsWith(url.contains("99999")
                        ? ": the URL is not one PostgreSQL's driver reads: expected jdbc:postgresql://host:port/database,"
                                + " with a port from 1 to 65535"
                        : ": nothing accepts connections at 127.0.0.1:1; start PostgreSQL there, or correct the host and "
                                + "port in the URL");
            }
        }
    }
}
