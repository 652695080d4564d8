package org.benchlens.runner.db;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** libpq programs get the host, port, database, user and password a JDBC or libpq URL names. */
class PostgresAddressTest {

    @Test
    void theEmbeddedServersJdbcUrlWithItsUserParameter() {
        PostgresAddress address = PostgresAddress.ofJdbc("jdbc:postgresql://localhost:33131/postgres?user=postgres",
                "postgres", "").orElseThrow();

        assertThat(address).isEqualTo(new PostgresAddress("localhost", 33131, "postgres", "postgres", ""));
        assertThat(address.environment()).containsEntry("PGHOST", "localhost").containsEntry("PGPORT", "33131")
                .containsEntry("PGDATABASE", "postgres").containsEntry("PGUSER", "postgres").doesNotContainKey("PGPASSWORD");
    }

    @Test
    void aLibpqUrlWithUserAndPasswordBecomesAJdbcUrlWithoutThem() {
        PostgresAddress address = PostgresAddress.ofLibpq("postgresql://bench:s%40cret@db.example:6543/tpcb").orElseThrow();

        assertThat(address.jdbcUrl()).isEqualTo("jdbc:postgresql://db.example:6543/tpcb");
        assertThat(address.user()).isEqualTo("bench");
        assertThat(address.password()).isEqualTo("s@cret");
        assertThat(address.toString()).doesNotContain("cret");
        assertThat(PostgresAddress.ofLibpq("postgres://127.0.0.1/").orElseThrow())
                .isEqualTo(new PostgresAddress("127.0.0.1", 5432, "postgres", "", ""));
    }

    @Test
    void otherUrlsAreNotPostgresql() {
        assertThat(PostgresAddress.ofJdbc("jdbc:h2:file:/tmp/x", "sa", "")).isEmpty();
        assertThat(PostgresAddress.ofLibpq("jdbc:postgresql://h/d")).isEmpty();
    }
}
