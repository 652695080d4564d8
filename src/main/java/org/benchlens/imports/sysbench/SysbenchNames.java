package org.benchlens.imports.sysbench;

/** The format name and sysbench's own names, kept beside the normalised ones. */
final class SysbenchNames {

    static final String FORMAT = "sysbench";
    static final String HISTOGRAM = "latency";

    static final String ATTR_VERSION = "sysbench.version";
    static final String ATTR_THREADS = "threads";
    static final String ATTR_RATE = "rate";
    static final String ATTR_COMMAND = "command";
    static final String ATTR_TEST = "test";

    private SysbenchNames() {
    }
}
