package org.benchlens.runner.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

import org.benchlens.model.Attributes;

/**
 * A database a workload is running against, started or connected: hands out connections and
 * says what it is. Closing it stops an embedded server and removes its files.
 */
public interface DatabaseTarget extends AutoCloseable {

    /** A new connection, auto-commit off: each workload thread holds its own. */
    Connection connect() throws SQLException;

    /**
     * What the runs record about the target: {@code dbms} (h2, postgresql), {@code version} (from
     * the driver's metadata), {@code target} (embedded-h2, embedded-postgresql, jdbc) and
     * {@code url} without any password.
     */
    Attributes attributes();

    /** Where libpq programs (pgbench, sysbench) find it; empty unless it is PostgreSQL. */
    Optional<PostgresAddress> postgresAddress();

    /** "h2" or "postgresql": the few statements that differ are chosen by it. */
    String dbms();

    @Override
    void close();
}
