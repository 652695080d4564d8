package org.benchlens.runner.ibench;

/**
 * The names an Insert Benchmark run is stored under, the same as the report importer gives them
 * (format ibench, steps l.i0 … qp1000, tput, iput, insert.target, sla.missed), so that runs made
 * here and imported reports line up in a comparison.
 */
final class IbenchNames {

    static final String FORMAT = "ibench";

    static final String LOAD = "l.i0";
    static final String INDEX = "l.x";
    static final String WRITE = "l.i1";
    static final String SMALL_WRITE = "l.i2";

    static final String TPUT = "tput";
    static final String INSERT_RATE = "insert.rate";
    static final String IPUT = "iput";
    static final String INSERT_TARGET = "insert.target";
    static final String DELETE_RATE = "delete.rate";
    static final String DELETE_TARGET = "delete.target";
    /** Rows the background writers of a read-write step inserted and deleted. */
    static final String INSERTS = "inserts";
    static final String DELETES = "deletes";
    static final String SLA_MISSED = "sla.missed";
    /** The report's SLA rule: a background rate under 95 % of its target is a failure. */
    static final double SLA_SHARE = 0.95;

    static final String CLIENTS = "clients";
    /** Rows l.i0 loaded, all tables together. */
    static final String ROWS = "rows";
    /** Rows counted in the tables at the end; the run is stored only when it equals what the steps measured. */
    static final String TABLE_ROWS = "table_rows";
    /** Seconds each read-write step ran for. */
    static final String QUERY_SECONDS = "query.seconds";

    private IbenchNames() {
    }

    static String rangeQueries(int rate) {
        return "qr" + rate;
    }

    static String pointQueries(int rate) {
        return "qp" + rate;
    }
}
