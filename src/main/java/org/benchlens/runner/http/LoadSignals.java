package org.benchlens.runner.http;

/** What the ticker tells its VUs: stop starting requests, or give up those in flight. */
final class LoadSignals {

    private volatile boolean stopping;
    private volatile boolean aborting;
    private final Failures failures = new Failures();
    private final long measureFrom;
    private final long measureTo;

    /**
     * @param measureFrom the System.nanoTime from which requests count; those sent before are warm-up
     * @param measureTo   the System.nanoTime the measured window ends: answers after it are let come
     *                    (as k6's graceful stop lets iterations end) but are not counted
     */
    LoadSignals(long measureFrom, long measureTo) {
        this.measureFrom = measureFrom;
        this.measureTo = measureTo;
    }

    long measureFrom() {
        return measureFrom;
    }

    /** Whether an answer that came at {@code nanoTime} came after the measured window. */
    boolean afterWindow(long nanoTime) {
        return nanoTime - measureTo > 0;
    }

    /**
     * Whether VUs start no new request: the ticker said so, or the measured window has ended. The ticker
     * says so only after it has taken the last second's figures, and a request sent meanwhile would be
     * answered after the window: with 4 VUs, 6 such answers were counted on a busy machine.
     */
    boolean stopping() {
        return stopping || afterWindow(System.nanoTime());
    }

    boolean aborting() {
        return aborting;
    }

    /** No new request; those in flight finish (and count if they finish within the window). */
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
