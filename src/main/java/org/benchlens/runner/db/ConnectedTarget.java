package org.benchlens.runner.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Optional;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerException;

/** A database reached through its JDBC URL; what it started (a server, a folder) is undone on close. */
final class ConnectedTarget implements DatabaseTarget {

    private final String url;
    private final String user;
    private final String password;
    private final Attributes attributes;
    private final Runnable stop;

    private ConnectedTarget(String url, String user, String password, Attributes attributes, Runnable stop) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.attributes = attributes;
        this.stop = stop;
    }

    /** Connects once to learn what the database is; a refusal becomes one sentence. */
    static ConnectedTarget open(TargetKind kind, String url, String user, String password, Runnable stop)
            throws RunnerException {
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            Attributes attributes = TargetAttributes.read(connection, kind, url);
            return new ConnectedTarget(url, user, password, attributes, stop);
        } catch (SQLException e) {
            stop.run();
            throw ConnectionProblem.of(url, user, e);
        } catch (RuntimeException e) {
            stop.run();
            throw e;
        }
    }

    @Override
    public Connection connect() throws SQLException {
        Connection connection = DriverManager.getConnection(url, user, password);
        connection.setAutoCommit(false);
        return connection;
    }

    @Override
    public Attributes attributes() {
        return attributes;
    }

    @Override
    public Optional<PostgresAddress> postgresAddress() {
        return PostgresAddress.ofJdbc(url, user, password);
    }

    @Override
    public String dbms() {
        return attributes.get(AttributeKeys.DBMS).orElse("");
    }

    @Override
    public void close() {
        stop.run();
    }
}
