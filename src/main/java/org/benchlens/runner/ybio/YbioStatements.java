package org.benchlens.runner.ybio;

import org.benchlens.model.YbioNames;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The statements of runit(): read or update the rows of a key range, as prepared statements or
 * as SQL text with the keys written in (what {@code prepared => false} measures).
 */
final class YbioStatements implements AutoCloseable {

    private static final String TABLE = YbioNames.TABLE;
    private final Connection connection;
    private final boolean prepared;
    private final String readColumns;
    private final PreparedStatement read;
    private final PreparedStatement update;

    YbioStatements(Connection connection, boolean prepared, boolean indexOnly) throws SQLException {
        this.connection = connection;
        this.prepared = prepared;
        // an index-only read asks only for the key, which the primary key index holds
        this.readColumns = indexOnly ? "count(*), max(mykey)" : "count(*), max(scratch)";
        this.read = prepared ? connection.prepareStatement(readSql("?", "?")) : null;
        this.update = prepared ? connection.prepareStatement(updateSql("?", "?")) : null;
    }

    /** Reads the rows of keys first..last; returns how many there were. */
    long read(long first, long last) throws SQLException {
        if (prepared) {
            read.setLong(1, first);
            read.setLong(2, last);
            try (ResultSet rows = read.executeQuery()) {
                return rows.next() ? rows.getLong(1) : 0;
            }
        }
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(readSql(Long.toString(first), Long.toString(last)))) {
            return rows.next() ? rows.getLong(1) : 0;
        }
    }

    /** Adds one to scratch in the rows of keys first..last; returns how many rows changed. */
    long update(long first, long last) throws SQLException {
        if (prepared) {
            update.setLong(1, first);
            update.setLong(2, last);
            return update.executeUpdate();
        }
        try (Statement statement = connection.createStatement()) {
            return statement.executeUpdate(updateSql(Long.toString(first), Long.toString(last)));
        }
    }

    private String readSql(String first, String last) {
        return "select " + readColumns + " from " + TABLE + " where mykey between " + first + " and " + last;
    }

    private static String updateSql(String first, String last) {
        return "update " + TABLE + " set scratch = scratch + 1 where mykey between " + first + " and " + last;
    }

    @Override
    public void close() throws SQLException {
        if (prepared) {
            read.close();
            update.close();
        }
    }
}
