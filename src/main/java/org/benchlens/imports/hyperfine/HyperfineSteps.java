package org.benchlens.imports.hyperfine;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.Quantities;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The steps of one hyperfine export, as its JSON and CSV give them (decision 0161): a step a command,
 * hyperfine's statistics in seconds under its own names and the wall-clock ones as latencies in ms,
 * numeric parameters as figures of the step.
 */
final class HyperfineSteps {

    /** hyperfine's statistic of the wall-clock times and BenchLens' latency of it; user and system have none. */
    private static final Map<String, String> LATENCIES = Map.of("mean", Metrics.LATENCY_AVG,
            "stddev", Metrics.LATENCY_STDDEV, "median", Metrics.LATENCY_MED, "min", Metrics.LATENCY_MIN,
            "max", Metrics.LATENCY_MAX);
    /** The store keeps step names of up to 512 characters; a longer command names its step by its start. */
    private static final int LONGEST_STEP = 480;

    private final RunDraft draft;
    private final ImportContext context;
    private final Map<String, Integer> seen = new HashMap<>();

    HyperfineSteps(RunDraft draft, ImportContext context) {
        this.draft = draft;
        this.context = context;
    }

    /**
     * The step of a result's command: the command, its start where it is too long for the store (with a
     * note), numbered from the second result of one name (a parameter the command does not use gives those).
     *
     * @param where the result, for the note ("result 3", "line 4")
     */
    String step(String where, String command) {
        String step = command;
        if (command.length() > LONGEST_STEP) {
            step = command.substring(0, LONGEST_STEP - 3) + "...";
            context.note(where + ": the command is " + command.length() + " characters long; its step is named by"
                    + " the first " + (LONGEST_STEP - 3));
        }
        int repeat = seen.merge(step, 1, Integer::sum);
        return repeat == 1 ? step : step + " #" + repeat;
    }

    /** One of hyperfine's statistics, in seconds as it writes them. */
    void statistic(String step, String name, double seconds) {
        draft.measure(step, name, seconds, Units.SECONDS);
        String latency = LATENCIES.get(name);
        if (latency != null) {
            draft.measure(step, latency, Quantities.timesPowerOfTen(seconds, 3), Units.MILLISECONDS);
        }
    }

    /** A parameter's value where it is a number; a value such as a compiler's name is in the command. */
    void parameter(String step, String metric, OptionalDouble value) {
        if (value.isPresent()) {
            draft.measure(step, metric, value.getAsDouble(), Units.NONE);
        }
    }
}
