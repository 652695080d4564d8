package org.benchlens.runner;

import java.time.Duration;

/**
 * One quick benchmark the runner can launch: HTTP load, a k6 script, a YBIO-like or an
 * Insert-Benchmark-like database workload. A workload measures and emits runs; it never touches
 * the store itself, so that {@link WorkloadRunner} can save each run in one transaction.
 */
public interface Workload {

    /** The kind, as on the command line: http, k6, ybio, ibench. */
    String kind();

    /** One line for the queue and the log, e.g. "GET http://127.0.0.1:8080/ at 10 VUs for 30 s". */
    String describe();

    /**
     * Its complete settings as the arguments of {@code benchlens run} that make it again
     * ({@link RunArguments}); the runner stores them with every run, so that the run can be repeated.
     */
    java.util.List<String> arguments();

    /** How long the whole workload should take, warm-up and every sweep level included. */
    Duration expectedDuration();

    /**
     * Checks the settings before anything starts (zero duration, unreachable host, wrong JDBC
     * URL, a port in use) and says what is wrong in one sentence.
     */
    void validate() throws RunnerException;

    /**
     * Runs the workload. Emits each finished run through {@link RunContext#emit} as soon as it is
     * measured (a sweep emits one per level). When {@link RunContext#cancelled()} turns true it
     * stops soon, emits what it measured so far with {@code status=partial}, and returns.
     */
    void run(RunContext context) throws RunnerException, InterruptedException;
}
