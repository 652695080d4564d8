package org.benchlens.model;

import java.util.List;
import java.util.Set;

/** Attribute keys that several importers, the analysis and the views agree on. */
public final class AttributeKeys {

    public static final String INSTANCE = "instance";
    public static final String VUS = "vus";
    public static final String SCENARIO = "scenario";
    public static final String VERSION = "version";
    public static final String DBMS = "dbms";
    public static final String DEPLOYMENT = "deployment";
    public static final String WORKLOAD = "workload";
    /** completed, cancelled, aborted: a run that is not completed must not skew averages. */
    public static final String STATUS = "status";
    public static final String STATUS_COMPLETED = "completed";
    public static final String STATUS_CANCELLED = "cancelled";
    /** Stopped by an error, or cut short. */
    public static final String STATUS_ABORTED = "aborted";
    /** The source does not show how the run ended. */
    public static final String STATUS_UNKNOWN = "unknown";
    /** Stopped by the user in the built-in runner: the figures cover only the time it ran. */
    public static final String STATUS_PARTIAL = "partial";
    /** Thresholds of a k6 run: passed or failed. */
    public static final String THRESHOLDS = "thresholds";
    public static final String K6_VERSION = "k6.version";
    /** What a run's throughput was taken from when it is not the usual count of requests or rows. */
    public static final String THROUGHPUT_SOURCE = "throughput.source";

    /** The load tool that measured an imported run: wrk, wrk2, hey, vegeta, oha, gatling, jmeter, locust. */
    public static final String TOOL = "tool";

    /**
     * Where in its source a run was found: the Insert Benchmark's report folder, the row of its
     * tables and the mark of its base row, a pasted table's file. They tell runs apart but name no
     * variant, so the lists of what to compare or draw by leave them out (a person may still type one).
     */
    public static final Set<String> WHERE_FOUND = Set.of("report", "row", "base", "table");

    /** The keys that say most about a run, in the order a list shows them first. */
    public static final List<String> LEADING = List.of(STATUS, DBMS, VERSION, INSTANCE, DEPLOYMENT, SCENARIO, VUS,
            WORKLOAD);

    private AttributeKeys() {
    }
}
