package org.benchlens.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.benchlens.model.Run;
import org.benchlens.runner.RunArguments;

/**
 * What repeating runs made by the runner means, for {@code benchlens repeat} and the Compare
 * window alike: the distinct settings of the runs (the runs of one sweep or one YBIO test share
 * theirs), each run N more times, marked with the next {@code repeat} numbers (a run without one
 * is repeat 1), so that the new runs join their comparison cell as repeats.
 */
public final class RunRepeats {

    private RunRepeats() {
    }

    /** Why {@code runs} cannot be repeated from the window, in one sentence; empty when they can. */
    public static Optional<String> whyNot(List<Run> runs) {
        for (Run run : runs) {
            Optional<List<String>> settings = RunnerSettings.of(run);
            if (settings.isEmpty()) {
                return Optional.of("Imported runs carry no runner settings: " + described(run)
                        + " was imported, so it cannot be run again.");
            }
            if (settings.get().contains("--password")) {
                return Optional.of(described(run) + " needs its database password, which is never stored: "
                        + "repeat it with benchlens repeat " + run.id() + ", which asks for it.");
            }
        }
        return runs.isEmpty() ? Optional.of("No runs to repeat.") : Optional.empty();
    }

    /**
     * The argument lists of {@code benchlens run} that repeat {@code runs} {@code times} times each,
     * settings by settings; an imported run is refused with a sentence naming it.
     */
    public static List<List<String>> plan(List<Run> runs, int times) {
        if (times < 1) {
            throw new IllegalArgumentException("a run is repeated at least once, not " + times + " times");
        }
        Map<List<String>, Integer> lastRepeat = new LinkedHashMap<>();
        for (Run run : runs) {
            List<String> settings = RunnerSettings.of(run).orElseThrow(() -> new IllegalArgumentException(
                    described(run) + " was imported, not made by the runner: it has no settings to run again"));
            lastRepeat.merge(settings, repeatOf(run), Math::max);
        }
        List<List<String>> plan = new ArrayList<>();
        lastRepeat.forEach((settings, last) -> {
            for (int k = 1; k <= times; k++) {
                List<String> args = new ArrayList<>(settings);
                args.addAll(List.of("--attr", RunArguments.REPEAT + "=" + (last + k)));
                plan.add(args);
            }
        });
        return plan;
    }

    private static String described(Run run) {
        return "run " + run.id() + " (" + run.name() + ")";
    }

    /** The run's repeat number; a run without one is the first. */
    private static int repeatOf(Run run) {
        String repeat = run.attribute(RunArguments.REPEAT);
        try {
            return repeat == null ? 1 : Integer.parseInt(repeat.strip());
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
