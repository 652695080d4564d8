package org.benchlens.runner.ibench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One client's table, as the Insert Benchmark has it: rows inserted in primary-key order at its
 * end, deleted oldest first, three secondary indexes that cover the range queries. The ids of the
 * oldest and the next row are shared by the client's inserter, deleter and queries.
 */
final class ClientTable {

    private static final int PRODUCTS = 10_000;
    private static final int CUSTOMERS = 100_000;
    private static final int CASH_REGISTERS = 1_000;

    private final String name;
    private final AtomicLong nextId = new AtomicLong(1);
    private final AtomicLong oldestId = new AtomicLong(1);

    ClientTable(int client) {
        this.name = "pi" + client;
    }

    String name() {
        return name;
    }

    /** Rows in the table now, as the ids say. */
    long rows() {
        return nextId.get() - oldestId.get();
    }

    void create(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("drop table if exists " + name);
            statement.execute("create table " + name + " (transactionid bigint not null primary key, "
                    + "dateandtime timestamp, cashregisterid int, customerid int, productid int, price float, "
                    + "data varchar(4000))");
        }
        connection.commit();
    }

    /** The three secondary indexes of l.x. */
    void createIndexes(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("create index " + name + "_marketsegment on " + name + " (price, customerid)");
            statement.execute("create index " + name + "_registersegment on " + name
                    + " (cashregisterid, price, customerid)");
            statement.execute("create index " + name + "_pdc on " + name + " (price, dateandtime, customerid)");
        }
        connection.commit();
    }

    /**
     * Runs the insert and the delete once on rows that do not exist, and rolls back: a new
     * connection's first statements on a table read the catalog, and a short step's background
     * writers must not spend their first tenth of a second on that.
     */
    void warmUp(Connection connection, PreparedStatement delete) throws SQLException {
        delete.setLong(1, -1);
        delete.setLong(2, -1);
        delete.executeUpdate();
        try (Statement statement = connection.createStatement()) {
            statement.executeQuery("select count(*) from " + name + " where transactionid = -1").close();
        }
        connection.rollback();
    }

    /** Inserts {@code count} rows after the last one, in one transaction. */
    int insert(Connection connection, PreparedStatement insert, int count) throws SQLException {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long first = nextId.get();
        for (int i = 0; i < count; i++) {
            insert.setLong(1, first + i);
            insert.setTimestamp(2, new Timestamp(System.currentTimeMillis()));
            insert.setInt(3, random.nextInt(CASH_REGISTERS));
            insert.setInt(4, random.nextInt(CUSTOMERS));
            insert.setInt(5, random.nextInt(PRODUCTS));
            insert.setDouble(6, random.nextInt(100_000) / 100.0);
            insert.setString(7, Long.toString(random.nextLong(), 36));
            insert.addBatch();
        }
        insert.executeBatch();
        connection.commit();
        nextId.addAndGet(count);
        return count;
    }

    PreparedStatement prepareInsert(Connection connection) throws SQLException {
        return connection.prepareStatement("insert into " + name + " (transactionid, dateandtime, cashregisterid, "
                + "customerid, productid, price, data) values (?, ?, ?, ?, ?, ?, ?)");
    }

    /** Deletes the {@code count} oldest rows, in one transaction; returns how many there were. */
    int deleteOldest(Connection connection, PreparedStatement delete, int count) throws SQLException {
        long first = oldestId.get();
        delete.setLong(1, first);
        delete.setLong(2, first + count);
        int deleted = delete.executeUpdate();
        connection.commit();
        oldestId.addAndGet(count);
        return deleted;
    }

    PreparedStatement prepareDelete(Connection connection) throws SQLException {
        return connection.prepareStatement("delete from " + name + " where transactionid >= ? and transactionid < ?");
    }

    /** A range query that the price-first index covers: the next ten rows from a random price. */
    PreparedStatement prepareRangeQuery(Connection connection) throws SQLException {
        return connection.prepareStatement("select price, dateandtime, customerid from " + name
                + " where price >= ? order by price, dateandtime, customerid fetch first 10 rows only");
    }

    int rangeQuery(Connection connection, PreparedStatement query) throws SQLException {
        query.setDouble(1, ThreadLocalRandom.current().nextInt(100_000) / 100.0);
        return countRows(connection, query);
    }

    /** A point query on the primary key, on a row that is there now. */
    PreparedStatement preparePointQuery(Connection connection) throws SQLException {
        return connection.prepareStatement("select * from " + name + " where transactionid = ?");
    }

    int pointQuery(Connection connection, PreparedStatement query) throws SQLException {
        long oldest = oldestId.get();
        long next = nextId.get();
        query.setLong(1, next > oldest ? ThreadLocalRandom.current().nextLong(oldest, next) : oldest);
        return countRows(connection, query);
    }

    private static int countRows(Connection connection, PreparedStatement query) throws SQLException {
        int rows = 0;
        try (ResultSet result = query.executeQuery()) {
            while (result.next()) {
                rows++;
            }
        }
        connection.commit();
        return rows;
    }

    /** Rows the table holds, counted. */
    long count(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("select count(*) from " + name)) {
            count.next();
            long rows = count.getLong(1);
            connection.commit();
            return rows;
        }
    }
}
