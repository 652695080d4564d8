package org.benchlens.imports.hammerdb;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The time profile HammerDB 3.x to 4.2 prints with {@code timeprofile true} (its etprof package):
 * every 10 seconds a block {@code |PERCENTILES 2021-08-31 20:53:22 to 2021-08-31 20:53:32} of one
 * line a procedure ({@code |neword|MIN-5028|P50%-15089|P95%-25786|P99%-34307|MAX-59680|SAMPLES-234}),
 * and at the end of the test a table ({@code |PROCNAME | EXCLUSIVETOT| %| CALLNUM| AVGPERCALL|
 * CUMULTOT|}), all in microseconds, of the one virtual user profiled. The table's rows become a
 * step a procedure of the test's run; the interval blocks, which repeat what the table sums up
 * ten seconds at a time, are counted and named in a note.
 */
final class EtprofOutput {

    private static final Pattern INTERVAL = Pattern.compile("\\|PERCENTILES \\S+ \\S+ to \\S+ \\S+");
    private static final Pattern INTERVAL_ROW =
            Pattern.compile("\\|\\w+\\|MIN-[0-9.]+\\|P50%-[0-9.]+\\|P95%-[0-9.]+\\|P99%-[0-9.]+\\|MAX-[0-9.]+\\|SAMPLES-\\d+");
    private static final Pattern BORDER = Pattern.compile("\\+-+(\\+-+)+\\+");
    private static final Pattern TABLE_HEADER = Pattern.compile("\\|PROCNAME\\s*\\|\\s*EXCLUSIVETOT\\|.*");
    private static final Pattern TABLE_ROW = Pattern.compile(
            "\\|(\\w+)\\s*\\|\\s*(\\d+)\\|\\s*([0-9.]+)%\\|\\s*(\\d+)\\|\\s*(\\d+)\\|\\s*(\\d+|NOT AVAILABLE)\\|");

    /** One row of the final table. */
    record Procedure(String name, double exclusiveMicros, double share, double calls, double avgMicros) {
    }

    private final List<Procedure> procedures = new ArrayList<>();
    private int intervals;
    private long firstInterval;
    private long lastInterval;

    /** True when the message is part of the time profile. */
    boolean accept(String message, long lineNumber) {
        if (INTERVAL.matcher(message).matches()) {
            intervals++;
            firstInterval = firstInterval == 0 ? lineNumber : firstInterval;
            lastInterval = lineNumber;
            return true;
        }
        if (INTERVAL_ROW.matcher(message).matches()) {
            lastInterval = lineNumber;
            return true;
        }
        Matcher row = TABLE_ROW.matcher(message);
        if (row.matches()) {
            procedures.add(new Procedure(row.group(1), Double.parseDouble(row.group(2)),
                    Double.parseDouble(row.group(3)) / 100, Double.parseDouble(row.group(4)),
                    Double.parseDouble(row.group(5))));
            return true;
        }
        return BORDER.matcher(message).matches() || TABLE_HEADER.matcher(message).matches();
    }

    boolean hasTable() {
        return !procedures.isEmpty();
    }

    /** The table's rows as steps of the run: calls, average and exclusive time in ms, share of the time. */
    void measure(RunDraft run) {
        for (Procedure procedure : procedures) {
            String step = procedure.name();
            run.measure(step, "calls", procedure.calls(), Units.COUNT);
            run.measure(step, "avg_per_call", procedure.avgMicros() / 1000, Units.MILLISECONDS);
            run.measure(step, Metrics.LATENCY_AVG, procedure.avgMicros() / 1000, Units.MILLISECONDS);
            run.measure(step, "exclusive_total", procedure.exclusiveMicros() / 1000, Units.MILLISECONDS);
            run.measure(step, "exclusive_share", procedure.share(), Units.RATIO);
        }
        procedures.clear();
    }

    /** What the interval blocks were, for a note; null when there were none. Starts counting anew. */
    String intervalNote() {
        if (intervals == 0) {
            return null;
        }
        String note = "lines " + firstInterval + "-" + lastInterval + ": " + intervals + " ten-second blocks of"
                + " the time profile (|PERCENTILES …, per procedure MIN, P50%, P95%, P99%, MAX in µs) are not"
                + " read; the profile's table at the end of the test is";
        intervals = 0;
        firstInterval = 0;
        lastInterval = 0;
        return note;
    }
}
