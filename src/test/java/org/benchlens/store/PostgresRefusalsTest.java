package org.benchlens.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real PostgreSQL server refusing: a database that is not there, a wrong password. Each is said in
 * BenchLens's words, in at most 400 characters, without the password or the server's own sentence.
 */
@Tag("reliability")
class PostgresRefusalsTest {

    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startAServerThatAsksForPasswords() throws Exception {
        assumeFalse("root".equals(System.getProperty("user.name")), "PostgreSQL refuses to run as root");
        postgres = EmbeddedPostgres.builder().start();
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("create role bench login password 'the-right-one'");
            try (ResultSet hba = statement.executeQuery("show hba_file")) {
                hba.next();
                // the superuser keeps getting in; every other user must give a password over TCP
                Files.writeString(Path.of(hba.getString(1)), "local all all trust\n"
                        + "host all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust\n"
                        + "host all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n");
            }
            statement.execute("select pg_reload_conf()");
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Test
    void aMissingDatabaseIsNamedWithHowToCreateIt() {
        String url = "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/nosuch";
        assertThatThrownBy(() -> Store.open(new StoreLocation(url, "postgres", "")).close())
                .isInstanceOf(StoreUnavailableException.class)
                .hasMessage("cannot open the store at " + url + ": the PostgreSQL server has no database named nosuch; "
                        + "create it (createdb nosuch) or name another in the URL");
    }

    @Test
    void aWrongPasswordIsRefusedWithoutBeingRepeated() {
        String url = "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres";
        assertThatThrownBy(() -> Store.open(new StoreLocation(url, "bench", "hunter2")).close())
                .isInstanceOf(StoreUnavailableException.class)
                .hasMessage("cannot open the store at " + url + ": the PostgreSQL server refused the password for user "
                        + "bench; set BENCHLENS_STORE_USER and BENCHLENS_STORE_PASSWORD")
                .message().doesNotContain("hunter2");
    }

    @Test
    void aRoleThatIsNotThereIsSaidSo() {
        String url = "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres";
        Throwable refused = org.assertj.core.api.Assertions.catchThrowable(
                () -> Store.open(new StoreLocation(url, "nobody", "hunter2")).close());
        // PostgreSQL says a wrong password for a role it does not have, so as not to tell which roles exist
        assertThat(refused).isInstanceOf(StoreUnavailableException.class);
        assertThat(refused.getMessage()).hasSizeLessThanOrEqualTo(400).doesNotContain("hunter2", "FATAL")
                .endsWith("the PostgreSQL server refused the password for user nobody; set BENCHLENS_STORE_USER and "
                        + "BENCHLENS_STORE_PASSWORD");
    }
}
