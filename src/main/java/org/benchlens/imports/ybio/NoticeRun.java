package org.benchlens.imports.ybio;

import java.util.Map;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.model.YbioNames;

/**
 * What the NOTICE lines of one setup() call or one runit() job said, up to the line that ended
 * it. Only a run the log shows to have completed gets a throughput: the last rate shown.
 */
abstract class NoticeRun {

    /** How the log shows the call ended. */
    enum End { COMPLETED, CANCELLED, ABORTED, UNKNOWN }

    private final YbioCall call;
    private final long firstLine;
    private Long lastRate;
    private boolean rateUnknown;

    NoticeRun(YbioCall call, long firstLine) {
        this.call = call;
        this.firstLine = firstLine;
    }

    long firstLine() {
        return firstLine;
    }

    /** Records the rate of a line; null when the line showed a rate too wide to print (#######). */
    void rate(Long rate) {
        lastRate = rate;
        rateUnknown = rate == null;
    }

    /** The end the log shows when it shows none: a setup that reached 100 % has completed. */
    End endWhenNotShown() {
        return End.UNKNOWN;
    }

    abstract String step();

    abstract String name();

    /** Attributes and measurements of the log lines, beyond the rate. */
    abstract void describe(RunDraft run);

    RunDraft toRun(End end, String error) {
        RunDraft run = new RunDraft(YbioNames.FORMAT_NOTICE, name());
        if (call != null) {
            call.arguments().forEach(run::attribute);
        }
        describe(run);
        run.attribute(AttributeKeys.STATUS, status(end));
        run.attribute(YbioNames.ERROR, error);
        if (lastRate != null) {
            run.measure(step(), YbioNames.LAST_RATE, lastRate, Units.PER_SECOND);
            if (end == End.COMPLETED) {
                run.measure(step(), Metrics.THROUGHPUT, lastRate, Units.PER_SECOND);
            }
        }
        return run;
    }

    boolean rateUnknown() {
        return rateUnknown;
    }

    /** The call arguments, for what the NOTICE lines do not say. */
    Map<String, String> arguments() {
        return call == null ? Map.of() : call.arguments();
    }

    private static String status(End end) {
        return switch (end) {
            case COMPLETED -> AttributeKeys.STATUS_COMPLETED;
            case CANCELLED -> AttributeKeys.STATUS_CANCELLED;
            case ABORTED -> AttributeKeys.STATUS_ABORTED;
            case UNKNOWN -> AttributeKeys.STATUS_UNKNOWN;
        };
    }
}
