package org.benchlens.runner.http;

/** What the ticker tells its VUs: stop starting requests, or give up those in flight. */
final class LoadSignals {

    private volatile boolean stopping;
    private volatile boolean aborting;
    private final Failures failures = new Failures();
    private final long measureFrom;

    /** @param measureFrom the System.nanoTime from which requests count; those sent before are warm-up */
    LoadSignals(long measureFrom) {
        this.measureFrom = measureFrom;
    }

    long measureFrom() {
        return measureFrom;
    }

    boolean stopping() {
        return stopping;
    }

    boolean aborting() {
        return aborting;
    }

    /** No new request; those in flight finish and count. */
    void stop() {
        stopping = true;
    }

    /** No new request, and those in flight are cut off and not counted. */
    void abort() {
        aborting = true;
        stopping = true;
    }

    Failures failures() {
        return failures;
    }
}
