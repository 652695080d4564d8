package org.benchlens.app;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;
import org.benchlens.runner.RunArguments;

/**
 * What repeating runs made by the runner means, for {@code benchlens repeat} and the Compare
 * window alike: the distinct settings of the runs (the runs of one YBIO test share theirs; a run of
 * a VU sweep is given its own level only, so that repeating the 8-VU runs does not run the whole
 * 2/4/8 sweep again), each run N more times, marked with the next {@code repeat} numbers (a run
 * without one is repeat 1), so that the new runs join their comparison cell as repeats.
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
            lastRepeat.merge(ownSettings(run), repeatOf(run), Math::max);
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

    /**
     * How much one more of each of {@code runs} is: the runs queued, and about how long they take,
     * as long as the longest run of each settings took (zero where the runs do not say when they ran).
     */
    public static Size sizeOfOneRound(List<Run> runs) {
        Map<List<String>, Duration> longest = new LinkedHashMap<>();
        for (Run run : runs) {
            Duration took = run.startedAt() == null || run.endedAt() == null ? Duration.ZERO
                    : Duration.between(run.startedAt(), run.endedAt());
            longest.merge(ownSettings(run), took, (a, b) -> a.compareTo(b) >= 0 ? a : b);
        }
        return new Size(longest.size(), longest.values().stream().reduce(Duration.ZERO, Duration::plus));
    }

    /** @param runs how many runs are queued; @param time about how long they take */
    public record Size(int runs, Duration time) {

        public Size times(int times) {
            return new Size(runs * times, time.multipliedBy(times));
        }
    }

    /** The settings that make {@code run} again: of a sweep, its own VU level alone. */
    private static List<String> ownSettings(Run run) {
        List<String> settings = RunnerSettings.of(run).orElseThrow(() -> new IllegalArgumentException(
                described(run) + " was imported, not made by the runner: it has no settings to run again"));
        String vus = run.attribute(AttributeKeys.VUS);
        if (vus == null) {
            return settings;
        }
        List<String> own = new ArrayList<>(settings);
        for (int i = 0; i + 1 < own.size(); i++) {
            boolean sweep = own.get(i).equals("--sweep") || own.get(i).equals("--vus") && own.get(i + 1).contains(",");
            if (sweep) {
                own.set(i, "--vus");
                own.set(i + 1, vus.strip());
            }
        }
        return own;
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
