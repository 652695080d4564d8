package org.benchlens.store;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import org.postgresql.ds.PGSimpleDataSource;

/**
 * Builds a new PostgreSQL store's schema as BenchLens does and halts the JVM, as a kill would, just before or
 * just after ({@code args[2]}) the first commit that follows Flyway's history row of migration {@code args[1]}:
 * on one connection that commit holds the migration and its row together; on two, it is the migration's own,
 * its row not yet committed.
 */
public final class SchemaCreationHalted {

    private static final AtomicInteger HISTORY_ROWS = new AtomicInteger();

    private SchemaCreationHalted() {
    }

    public static void main(String[] args) {
        StoreLocation location = new StoreLocation(args[0], "postgres", "");
        int haltAfterRow = Integer.parseInt(args[1]);
        boolean afterTheCommit = args[2].equals("after");
        PGSimpleDataSource postgres = new PGSimpleDataSource();
        postgres.setUrl(location.jdbcUrl());
        postgres.setUser("postgres");
        Migrations.configured(location, location.jdbcUrl(), null)
                .dataSource(watched(postgres, haltAfterRow, afterTheCommit)).load().migrate();
    }

    private static DataSource watched(DataSource real, int haltAfterRow, boolean afterTheCommit) {
        return proxy(DataSource.class, (self, method, arguments) -> {
            Object result = invoke(real, method, arguments);
            return result instanceof Connection connection ? watched(connection, haltAfterRow, afterTheCommit) : result;
        });
    }

    private static Connection watched(Connection real, int haltAfterRow, boolean afterTheCommit) {
        return proxy(Connection.class, (self, method, arguments) -> {
            String name = method.getName();
            if (name.startsWith("prepare") && arguments != null && arguments[0] instanceof String sql) {
                String lower = sql.toLowerCase(Locale.ROOT);
                if (lower.contains("insert into") && lower.contains("flyway_schema_history")) {
                    HISTORY_ROWS.incrementAndGet();
                }
            }
            boolean commits = name.equals("commit")
                    || name.equals("setAutoCommit") && Boolean.TRUE.equals(arguments[0]) && !real.getAutoCommit();
            boolean halts = commits && HISTORY_ROWS.get() >= haltAfterRow;
            if (halts && !afterTheCommit) {
                Runtime.getRuntime().halt(9);
            }
            Object result = invoke(real, method, arguments);
            if (halts) {
                Runtime.getRuntime().halt(9);
            }
            return result;
        });
    }

    private static Object invoke(Object target, java.lang.reflect.Method method, Object[] arguments)
            throws Throwable {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(SchemaCreationHalted.class.getClassLoader(), new Class<?>[] {type},
                handler));
    }
}
