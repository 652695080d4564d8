package org.benchlens.imports.requests;

/**
 * One request (or transaction, or sample) as a one-line-per-request file records it.
 *
 * @param label         the request's name (JMeter label, pgbench script, vegeta attack), or null for none
 * @param startNanos    when it started: epoch nanoseconds, or nanoseconds since the test began for files
 *                      without a clock (hey)
 * @param latencyMillis how long it took, not negative
 * @param failed        true when the tool counts it as an error
 * @param bytesReceived bytes received, or -1 when the file does not say
 * @param bytesSent     bytes sent, or -1 when the file does not say
 * @param vus           the users active at the time (JMeter's allThreads), or -1 when the file does not say
 */
public record Request(String label, long startNanos, double latencyMillis, boolean failed,
                      long bytesReceived, long bytesSent, int vus) {

    /** A request of which only the name, start, latency and outcome are known. */
    public static Request of(String label, long startNanos, double latencyMillis, boolean failed) {
        return new Request(label, startNanos, latencyMillis, failed, -1, -1, -1);
    }

    /** When it ended, in the clock of {@link #startNanos}. */
    long endNanos() {
        return startNanos + Math.round(latencyMillis * 1e6);
    }
}
