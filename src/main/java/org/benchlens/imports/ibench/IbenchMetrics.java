package org.benchlens.imports.ibench;

import org.benchlens.model.Metrics;

/**
 * Metric names of Insert Benchmark runs. The normalised {@code throughput} sits beside the
 * report's own names ({@code tput}, {@code tputr}, {@code iput}, and the column names of the
 * per-step metrics such as {@code cpupq}).
 */
final class IbenchMetrics {

    static final String FORMAT = "ibench";

    /** The value of the throughput table: inserts/s (l.i*), indexed rows/s (l.x), queries/s (q*). */
    static final String TPUT = "tput";
    /** The relative throughput table's own value: this row over the first row, printed %.2f. */
    static final String TPUTR = "tputr";
    static final String RELATIVE = "throughput.relative";
    /** Average background inserts/s during a read-write step. */
    static final String IPUT = "iput";
    static final String INSERT_RATE = Metrics.INSERT_RATE;
    /** The inserts/s the read-write step asked of its background writers. */
    static final String INSERT_TARGET = Metrics.INSERT_TARGET;
    /** 1 when the insert rate stayed under 95 % of its target (the report's SLA rule), else 0. */
    static final String SLA_MISSED = Metrics.SLA_MISSED;
    static final double SLA_SHARE = 0.95;
    /** Response-time histogram cells: {@code rt.<insert|delete|query>.<bucket>} in %, {@code .max} in s. */
    static final String RESPONSE_TIME_PREFIX = "rt.";

    private IbenchMetrics() {
    }
}
