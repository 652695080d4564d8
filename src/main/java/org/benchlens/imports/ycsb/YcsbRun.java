package org.benchlens.imports.ycsb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * One YCSB run: its status lines and its end report, {@code [OVERALL]} first, then the JVM's
 * garbage-collection figures and one block per operation, in the total step and one step per
 * operation.
 */
final class YcsbRun {

    private final RunDraft draft = new RunDraft(YcsbNames.FORMAT, "");
    private final long firstLine;
    private final Map<String, OperationFigures> operations = new LinkedHashMap<>();
    private final StatusSeries status = new StatusSeries();
    private double runTimeMillis = Double.NaN;
    private double throughput = Double.NaN;
    private boolean partial;
    private final List<String> notes = new ArrayList<>();

    YcsbRun(long firstLine) {
        this.firstLine = firstLine;
    }

    long firstLine() {
        return firstLine;
    }

    RunDraft draft() {
        return draft;
    }

    /** True once the report has begun: a status line after it belongs to another run. */
    boolean reportStarted() {
        return !Double.isNaN(runTimeMillis) || !Double.isNaN(throughput) || !operations.isEmpty();
    }

    /** True when the report's run time and throughput were read. */
    boolean complete() {
        return !Double.isNaN(runTimeMillis) && !Double.isNaN(throughput);
    }

    /** The report lost its last lines: the operations after them are missing. */
    void partial() {
        partial = true;
    }

    int statusLines() {
        return status.size();
    }

    void status(StatusLine line) {
        status.add(line);
    }

    void summary(SummaryLine summary, String line, long lineNumber) throws ImportFailure {
        if (summary.value().equals("NaN")) {
            return; // the average of an operation never done
        }
        double value = LineNumbers.number(line, lineNumber, summary.valueAt(), summary.value(),
                "a number for " + summary.key() + " of [" + summary.section() + "]");
        if (summary.overall()) {
            overall(summary.key(), value);
        } else if (summary.garbageCollection()) {
            draft.measure(Steps.TOTAL, summary.section() + "." + summary.key(), value, unitOf(summary.key()));
        } else {
            operations.computeIfAbsent(summary.section(), OperationFigures::new).figure(summary.key(), value, draft);
        }
    }

    private void overall(String key, double value) {
        switch (key) {
            case "RunTime(ms)" -> {
                runTimeMillis = value;
                draft.measure(Steps.TOTAL, key, value, Units.MILLISECONDS);
                draft.measure(Steps.TOTAL, Metrics.DURATION, value / 1000, Units.SECONDS);
            }
            case "Throughput(ops/sec)" -> {
                throughput = value;
                draft.measure(Steps.TOTAL, key, value, Units.PER_SECOND);
                draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, value, Units.PER_SECOND);
            }
            default -> draft.measure(Steps.TOTAL, key, value, unitOf(key));
        }
    }

    /** What the run's report held that is not kept, once {@link #finish()} has run. */
    List<String> notes() {
        return notes;
    }

    /** The run with its totals: operations done, errors of the workload's operations, series. */
    RunDraft finish() {
        // YCSB's throughput is the operations done over the run time: this gives them back exactly
        draft.measure(Steps.TOTAL, Metrics.OPERATIONS, Math.round(throughput * runTimeMillis / 1000), Units.COUNT);
        double succeeded = 0;
        double failed = 0;
        for (OperationFigures operation : operations.values()) {
            if (operation.finish(draft)) {
                notes.add("the lines of [" + operation.step() + "] keyed by a number are the timeseries measurement's"
                        + " average latencies per time window; left out");
            }
            if (!operation.step().equals(YcsbNames.CLEANUP)) {
                succeeded += operation.succeeded();
                failed += operation.failed();
            }
        }
        if (succeeded + failed > 0) {
            draft.measure(Steps.TOTAL, Metrics.ERRORS, failed, Units.COUNT);
            draft.measure(Steps.TOTAL, Metrics.ERRORS_RATE, failed / (succeeded + failed), Units.RATIO);
        }
        status.addTo(draft);
        draft.attribute(AttributeKeys.STATUS, partial ? AttributeKeys.STATUS_PARTIAL : AttributeKeys.STATUS_COMPLETED);
        return draft;
    }

    private static String unitOf(String key) {
        if (key.endsWith("(ms)")) {
            return Units.MILLISECONDS;
        }
        if (key.endsWith("(%)")) {
            return Units.PERCENT;
        }
        return key.equals("Count") ? Units.COUNT : Units.NONE;
    }
}
