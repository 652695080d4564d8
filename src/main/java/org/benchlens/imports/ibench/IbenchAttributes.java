package org.benchlens.imports.ibench;

/**
 * Attribute keys of Insert Benchmark runs, beside the shared {@code dbms} (the report's full row
 * name), {@code version} and {@code workload} ({@code cached} or {@code io-bound}).
 */
final class IbenchAttributes {

    /** The build flavour after the version in the row name: {@code def}, {@code o3_native_lto}. */
    static final String BUILD = "build";
    /** The configuration name after the last dot of the row name: {@code cx9a2a_c32r128}. */
    static final String CONFIG = "config";
    /** The name of the report folder the run was read from. */
    static final String REPORT = "report";
    /** The date the report folder's name starts with, ISO (2024-06-10). */
    static final String REPORT_DATE = "report.date";
    /** Benchmark clients and rows loaded, as the report's title says them (12, 180M). */
    static final String CLIENTS = "clients";
    static final String ROWS = "rows";
    /** The 1-based row of the DBMS in the report's tables; row 1 is the base of the relative table. */
    static final String ROW = "row";
    /** "true" on the run of row 1, the base the report's relative throughput divides by. */
    static final String BASE = "base";

    private IbenchAttributes() {
    }
}
