package org.benchlens.store;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.database.postgresql.PostgreSQLConfigurationExtension;

/**
 * Brings a store's schema up to date with Flyway. A class of its own so that Flyway is loaded only
 * when a store needs migrating (see {@link SchemaCheck}), not by every command.
 */
final class Migrations {

    /**
     * Flyway reports every migration at INFO, and a connection lost to another process as SEVERE
     * with a stack trace; the store reports its own failures in a sentence, so Flyway stays quiet.
     */
    private static final Logger FLYWAY_LOG = Logger.getLogger("org.flywaydb");

    static {
        FLYWAY_LOG.setLevel(Level.OFF);
    }

    private Migrations() {
    }

    /**
     * Runs the migrations the store lacks. On H2, {@code h2Pool} is the store's pool, so that the file is
     * opened once, not once for Flyway and again for the store; elsewhere it is null.
     */
    static void apply(StoreLocation location, String jdbcUrl, DataSource h2Pool) {
        try {
            configured(location, jdbcUrl, h2Pool).load().migrate();
        } catch (FlywayException e) {
            if (BusyStore.isBusy(e)) {
                throw e;
            }
            throw new StoreUnavailableException("cannot open the store at " + location.describe() + ": "
                    + StoreMessages.reason(e), e);
        }
    }

    /**
     * Flyway as BenchLens configures it for the store at {@code location}. On PostgreSQL its lock is held by
     * the session rather than by a transaction, which lets Flyway run each migration and write the history
     * row that records it on one connection, in one transaction: a kill between the two on two connections
     * left a migration applied and not recorded, and every later open failed (decision 0154).
     */
    static FluentConfiguration configured(StoreLocation location, String jdbcUrl, DataSource h2Pool) {
        FluentConfiguration flyway = Flyway.configure();
        if (location.kind() == StoreLocation.Kind.POSTGRESQL) {
            flyway.getConfigurationExtension(PostgreSQLConfigurationExtension.class).setTransactionalLock(false);
        }
        return (h2Pool != null ? flyway.dataSource(h2Pool) : flyway.dataSource(jdbcUrl, location.user(), location.password()))
                .locations("classpath:db/migration")
                .placeholders(Map.of("binary",
                        location.kind() == StoreLocation.Kind.POSTGRESQL ? "bytea" : "varbinary"));
    }
}
