package org.benchlens.imports.hammerdb;

/** The format name and HammerDB's own names, kept beside the normalised ones. */
final class HammerdbNames {

    static final String FORMAT = "hammerdb";
    static final String TPROC_C = "TPROC-C";
    static final String TPROC_H = "TPROC-H";
    static final String PER_MINUTE = "1/min";

    static final String NOPM = "nopm";
    static final String TPM = "tpm";
    static final String QUERY_TIME = "query_time";
    static final String QUERY_SETS = "query_sets";
    static final String GEOMETRIC_MEAN = "geometric_mean";
    /** Virtual users that ended FINISHED FAILED. */
    static final String VUSERS_FAILED = "vusers.failed";

    static final String ATTR_VERSION = "hammerdb.version";
    static final String ATTR_RAMPUP = "rampup_minutes";
    /** The log header's time as HammerDB printed it. */
    static final String ATTR_LOG_STARTED = "log.started";

    private HammerdbNames() {
    }
}
