package org.benchlens.runner.pgbench;

import java.time.Duration;
import java.util.List;

import org.benchlens.runner.RunnerException;

/**
 * What {@code run pgbench} asks of pgbench.
 *
 * @param scale        {@code -i -s}: 100 000 accounts per unit
 * @param clients      {@code -c}
 * @param threads      {@code -j}
 * @param duration     {@code -T}
 * @param script       {@code -b}: tpcb-like, simple-update or select-only
 * @param protocol     {@code -M}: simple, extended or prepared
 * @param perStatement {@code -r}: latencies per statement
 */
public record PgbenchSettings(int scale, int clients, int threads, Duration duration, String script, String protocol,
                              boolean perStatement) {

    public static final List<String> SCRIPTS = List.of("tpcb-like", "simple-update", "select-only");
    public static final List<String> PROTOCOLS = List.of("simple", "extended", "prepared");
    public static final int DEFAULT_SCALE = 1;
    public static final int DEFAULT_CLIENTS = 4;
    public static final Duration DEFAULT_DURATION = Duration.ofSeconds(30);

    /** Says in one sentence what cannot work. */
    public void check() throws RunnerException {
        if (scale < 1 || clients < 1 || threads < 1) {
            throw new RunnerException("scale, clients and threads must be 1 or more.");
        }
        if (threads > clients) {
            throw new RunnerException("pgbench needs at least as many clients (" + clients + ") as threads ("
                    + threads + ").");
        }
        if (duration.toSeconds() < 1) {
            throw new RunnerException("the duration must be at least one second.");
        }
        if (!SCRIPTS.contains(script)) {
            throw new RunnerException("the built-in script must be one of " + String.join(", ", SCRIPTS) + ", not " + script + ".");
        }
        if (!PROTOCOLS.contains(protocol)) {
            throw new RunnerException("the protocol must be one of " + String.join(", ", PROTOCOLS) + ", not " + protocol + ".");
        }
    }
}
