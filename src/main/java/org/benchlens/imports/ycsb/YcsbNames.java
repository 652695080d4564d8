package org.benchlens.imports.ycsb;

/** The format name and the attributes a YCSB run is described by. */
final class YcsbNames {

    static final String FORMAT = "ycsb";
    static final String HISTOGRAM = "latency";
    static final String MICROSECONDS = "µs";

    static final String ATTR_VERSION = "ycsb.version";
    static final String ATTR_COMMAND = "command";
    static final String ATTR_DB = "db";
    static final String ATTR_THREADS = "threads";
    static final String ATTR_PHASE = "phase";

    /** YCSB's end-of-run operation, closing the client: not part of the workload. */
    static final String CLEANUP = "CLEANUP";

    private YcsbNames() {
    }
}
