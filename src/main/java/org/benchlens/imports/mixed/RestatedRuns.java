package org.benchlens.imports.mixed;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;

/**
 * A table in a write-up that sums up runs the same file already holds as a tool's own output (a
 * "per-run summary" under four pgbench outputs): each of its rows has the throughput of a different
 * run read from the other parts, rounded as a table rounds. Such a table is said in a note; storing
 * it would count every run twice (decision 0121).
 */
final class RestatedRuns {

    /** Two figures are one when they differ by less than this share: a table's rounding to two places or to units. */
    private static final double SAME_SHARE = 5e-4;

    private RestatedRuns() {
    }

    /** True when every run of {@code table} has the throughput of a different one of {@code read}, and latency where both have it. */
    static boolean restate(List<RunDraft> table, List<RunDraft> read) {
        if (table.isEmpty() || table.size() > read.size()) {
            return false;
        }
        List<RunDraft> unmatched = new ArrayList<>(read);
        for (RunDraft row : table) {
            RunDraft same = unmatched.stream().filter(run -> same(row, run)).findFirst().orElse(null);
            if (same == null) {
                return false;
            }
            unmatched.remove(same);
        }
        return true;
    }

    private static boolean same(RunDraft row, RunDraft run) {
        OptionalDouble rowThroughput = any(row, Metrics.THROUGHPUT);
        OptionalDouble runThroughput = any(run, Metrics.THROUGHPUT);
        if (rowThroughput.isEmpty() || runThroughput.isEmpty()
                || !close(rowThroughput.getAsDouble(), runThroughput.getAsDouble())) {
            return false;
        }
        OptionalDouble rowLatency = any(row, Metrics.LATENCY_AVG);
        OptionalDouble runLatency = any(run, Metrics.LATENCY_AVG);
        return rowLatency.isEmpty() || runLatency.isEmpty() || close(rowLatency.getAsDouble(), runLatency.getAsDouble());
    }

    private static boolean close(double a, double b) {
        return Math.abs(a - b) <= SAME_SHARE * Math.max(Math.abs(a), Math.abs(b));
    }

    /** The run's figure for the metric in its first step that has one. */
    private static OptionalDouble any(RunDraft run, String metric) {
        return run.measurements().stream().filter(m -> m.metric().equals(metric))
                .mapToDouble(Measurement::value).filter(Double::isFinite).findFirst();
    }
}
