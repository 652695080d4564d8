package org.benchlens.imports.ibench;

import java.util.Map;

import org.benchlens.model.Units;

/**
 * Units of the per-step metrics columns of a report (its legend: iostat and vmstat rates,
 * their values per operation, database size and process memory). A column not listed here is
 * still stored, under its own name, without a unit.
 */
final class MetricColumns {

    /** The maximum response time of one operation, seconds; also stored as {@code latency.max} in ms. */
    static final String MAX_OPERATION = "maxop";

    private static final Map<String, String> UNITS = Map.ofEntries(
            Map.entry("ips", Units.PER_SECOND),       // inserts/s
            Map.entry("qps", Units.PER_SECOND),       // queries/s
            Map.entry("rps", Units.PER_SECOND),       // storage reads/s
            Map.entry("wps", Units.PER_SECOND),       // storage writes/s
            Map.entry("rmbps", "MB/s"),
            Map.entry("wmbps", "MB/s"),
            Map.entry("rkbps", "KB/s"),
            Map.entry("wkbps", "KB/s"),
            Map.entry("rpq", Units.NONE),             // storage reads per query
            Map.entry("wpi", Units.NONE),             // storage writes per insert
            Map.entry("rkbpq", "KB"),                 // KB read per query
            Map.entry("wkbpi", "KB"),                 // KB written per insert
            Map.entry("csps", Units.PER_SECOND),      // context switches/s
            Map.entry("cspq", Units.NONE),            // context switches per operation
            Map.entry("cpups", Units.PERCENT),        // CPU utilisation
            Map.entry("cpupq", "us"),                 // CPU microseconds per operation
            Map.entry("dbgb1", "GB"),                 // database size
            Map.entry("dbgb2", "GB"),
            Map.entry("rss", "GB"),                   // resident memory of the DBMS
            Map.entry(MAX_OPERATION, Units.SECONDS),
            Map.entry("p50", Units.PER_SECOND),       // median per-interval operation rate of a client
            Map.entry("p99", Units.PER_SECOND));      // the rate 99 % of its intervals reach

    private MetricColumns() {
    }

    static String unitOf(String column) {
        return UNITS.getOrDefault(column, Units.NONE);
    }
}
