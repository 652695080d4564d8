package org.benchlens.imports.pgbench;

/** The format name and pgbench's own metric names, kept beside the normalised ones. */
final class PgbenchNames {

    static final String FORMAT = "pgbench";

    static final String TPS = "tps";
    static final String TPS_INCLUDING_CONNECTIONS = "tps.including_connections_establishing";
    static final String TPS_EXCLUDING_CONNECTIONS = "tps.excluding_connections_establishing";
    static final String TPS_WITHOUT_INITIAL_CONNECTION = "tps.without_initial_connection_time";
    static final String TPS_INCLUDING_RECONNECTIONS = "tps.including_reconnection_times";
    static final String TRANSACTIONS = "transactions";
    static final String TRANSACTIONS_INTENDED = "transactions.intended";
    static final String FAILED = "transactions.failed";
    static final String SERIALIZATION_FAILURES = "failures.serialization";
    static final String DEADLOCK_FAILURES = "failures.deadlock";
    static final String RETRIED = "transactions.retried";
    static final String RETRIES = "retries";
    static final String SKIPPED = "transactions.skipped";
    static final String LATE = "transactions.late";
    static final String LATENCY_LIMIT = "latency.limit";
    static final String LATENCY_AVERAGE = "latency_average";
    static final String LATENCY_STDDEV = "latency_stddev";
    static final String LAG_AVG = "lag.avg";
    static final String LAG_MAX = "lag.max";
    static final String INITIAL_CONNECTION_TIME = "connection.initial";
    static final String AVERAGE_CONNECTION_TIME = "connection.average";
    static final String STATEMENT_LATENCY = "latency_average";
    static final String STATEMENT_FAILURES = "failures";
    static final String STATEMENT_RETRIES = "retries";
    static final String LAG = "lag";
    static final String SCRIPT_WEIGHT = "weight";

    static final String ATTR_TRANSACTION_TYPE = "transaction_type";
    static final String ATTR_SCALE = "scale";
    static final String ATTR_QUERY_MODE = "query_mode";
    static final String ATTR_CLIENTS = "clients";
    static final String ATTR_THREADS = "threads";
    static final String ATTR_MAX_TRIES = "max_tries";
    static final String ATTR_MODE = "mode";
    static final String ATTR_TRANSACTIONS_PER_CLIENT = "transactions_per_client";
    static final String ATTR_VERSION = "pgbench.version";
    static final String ATTR_SERVER_VERSION = "server.version";
    static final String ATTR_COMMAND = "command";

    private PgbenchNames() {
    }
}
