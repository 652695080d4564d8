package org.benchlens.runner.sysbench;

import java.time.Duration;
import java.util.List;

import org.benchlens.runner.RunnerException;

/**
 * What {@code run sysbench} asks of sysbench.
 *
 * @param test      the OLTP test: oltp_read_write, oltp_read_only, oltp_write_only, oltp_point_select, …
 * @param tables    {@code --tables}
 * @param tableSize {@code --table-size}: rows per table
 * @param threads   {@code --threads}
 * @param duration  {@code --time}
 * @param histogram {@code --histogram}: the latency histogram, imported as one
 */
public record SysbenchSettings(String test, int tables, int tableSize, int threads, Duration duration,
                               boolean histogram) {

    public static final List<String> TESTS = List.of("oltp_read_write", "oltp_read_only", "oltp_write_only",
            "oltp_point_select", "oltp_update_index", "oltp_update_non_index", "oltp_insert", "oltp_delete",
            "select_random_points", "select_random_ranges");
    public static final int DEFAULT_TABLES = 1;
    public static final int DEFAULT_TABLE_SIZE = 10_000;
    public static final int DEFAULT_THREADS = 4;
    public static final Duration DEFAULT_DURATION = Duration.ofSeconds(30);

    /** Says in one sentence what cannot work. */
    public void check() throws RunnerException {
        if (tables < 1 || tableSize < 1 || threads < 1) {
            throw new RunnerException("tables, table size and threads must be 1 or more.");
        }
        if (duration.toSeconds() < 1) {
            throw new RunnerException("the duration must be at least one second.");
        }
        if (!TESTS.contains(test)) {
            throw new RunnerException("the sysbench test must be one of " + String.join(", ", TESTS) + ", not " + test + ".");
        }
    }
}
