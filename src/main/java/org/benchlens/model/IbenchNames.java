package org.benchlens.model;

/**
 * The names an Insert Benchmark run is stored under, whether imported from a report or made by the
 * runner, so that both line up in a comparison: format {@code ibench}, steps {@code l.i0} …
 * {@code qp1000}, and the report's own metric names ({@code tput}, {@code tputr}, {@code iput})
 * beside the normalised {@code throughput} and the insert rate names of {@link Metrics}.
 */
public final class IbenchNames {

    public static final String FORMAT = "ibench";

    public static final String LOAD = "l.i0";
    public static final String INDEX = "l.x";
    public static final String WRITE = "l.i1";
    public static final String SMALL_WRITE = "l.i2";

    /** The value of the throughput table: inserts/s (l.i*), indexed rows/s (l.x), queries/s (q*). */
    public static final String TPUT = "tput";
    /** The relative throughput table's own value: this row over the first row, printed %.2f. */
    public static final String TPUTR = "tputr";
    public static final String RELATIVE = "throughput.relative";
    /** Average background inserts/s during a read-write step; normalised as {@link Metrics#INSERT_RATE}. */
    public static final String IPUT = "iput";
    public static final String DELETE_RATE = "delete.rate";
    public static final String DELETE_TARGET = "delete.target";
    /** The report's SLA rule: a background rate under 95 % of its target is a failure ({@link Metrics#SLA_MISSED}). */
    public static final double SLA_SHARE = 0.95;
    /** Response-time histogram cells: {@code rt.<insert|delete|query>.<bucket>} in %, {@code .max} in s. */
    public static final String RESPONSE_TIME_PREFIX = "rt.";

    /** Rows the background writers of a read-write step inserted and deleted. */
    public static final String INSERTS = "inserts";
    public static final String DELETES = "deletes";
    public static final String CLIENTS = "clients";
    /** Rows l.i0 loaded, all tables together. */
    public static final String ROWS = "rows";
    /** Rows counted in the tables at the end; the run is stored only when it equals what the steps measured. */
    public static final String TABLE_ROWS = "table_rows";
    /** Seconds each read-write step ran for. */
    public static final String QUERY_SECONDS = "query.seconds";

    private IbenchNames() {
    }

    /** The step of range queries at a background insert rate: {@code qr100}. */
    public static String rangeQueries(int rate) {
        return "qr" + rate;
    }

    /** The step of point queries at a background insert rate: {@code qp100}. */
    public static String pointQueries(int rate) {
        return "qp" + rate;
    }
}
