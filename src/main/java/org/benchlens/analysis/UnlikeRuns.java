package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;

/**
 * Refuses to combine, in one cell, runs that were not measured under the same configuration: a cell
 * averaged over a cached and an IO-bound run is a number nobody measured. Runs of one cell may differ
 * only in the row and column attributes, in attributes pooled on purpose, and in those that never
 * describe a configuration ({@link #NEVER_SPLIT}, decision 0040).
 */
public final class UnlikeRuns {

    /** The run's format, compared like an attribute: a k6 summary and its NDJSON twin are one run told twice. */
    public static final String FORMAT = "format";

    /** The runs a merged run was made of (decision 0081): where it came from, like a source file. */
    public static final String MERGED_FROM = "merged.from";

    /**
     * Attributes that say where a run came from or how it ended, not what was measured: a repeat's
     * number, a concurrent session's job, a runner sweep's id, a report's name and row, a time zone
     * note, a status (runs not completed are left out anyway), whether thresholds passed, the runs a
     * merged run was made of.
     */
    public static final Set<String> NEVER_SPLIT = Set.of("repeat", "job_id", "sweep", "report", "row", "base",
            "timezone", AttributeKeys.STATUS, AttributeKeys.THRESHOLDS, MERGED_FROM);

    /**
     * The runner's database target and its URL: an embedded database is made afresh in a temporary
     * folder (or on a free port) for every run, so its URL names no configuration.
     */
    private static final String TARGET = "target";
    private static final String URL = "url";

    /**
     * The runner's command of a run, and its VU levels: a repeat of one level of a 2/4/8 sweep runs
     * {@code --vus 8} where the sweep ran {@code --sweep 2,4,8}, the same settings for the 8-VU runs,
     * whose level the {@code vus} attribute tells.
     */
    private static final String RUNNER_COMMAND = "runner.command";
    private static final Pattern LOAD_LEVELS = Pattern.compile(",?\\s*\"--(?:sweep|vus)\",\\s*\"[^\"]*\"");

    private UnlikeRuns() {
    }

    /**
     * @param cell what the runs are, for the sentence ("version=12.19, step l.i0")
     * @param free the attributes that may differ: the row's, the columns', the pooled ones
     */
    static void check(String cell, Collection<Run> runs, Set<String> free) {
        firstDifference(runs, free).ifPresent(difference -> {
            throw refusal(cell, difference.attribute(), difference.values());
        });
    }

    /**
     * The first attribute, in reading order, in which the runs differ although it describes what was
     * measured: not one of {@code free}, {@link #NEVER_SPLIT}, a {@code *.source} note, nor the URL of
     * embedded databases. The run's format counts as the attribute {@link #FORMAT}.
     */
    public static Optional<Difference> firstDifference(Collection<Run> runs, Set<String> free) {
        if (runs.size() < 2) {
            return Optional.empty();
        }
        boolean embedded = runs.stream().allMatch(run -> String.valueOf(run.attribute(TARGET)).startsWith("embedded"));
        for (String key : keysInReadingOrder(runs)) {
            if (free.contains(key) || NEVER_SPLIT.contains(key) || key.endsWith(".source")
                    || embedded && key.equals(URL)) {
                continue;
            }
            SortedSet<String> values = new TreeSet<>();
            runs.forEach(run -> values.add(valueOf(run, key)));
            if (values.size() > 1) {
                return Optional.of(new Difference(key, ColumnOrder.of(values, true)));
            }
        }
        return Optional.empty();
    }

    /**
     * An attribute and the values the runs have in it, sorted (numbers by value);
     * {@link UnlikeRunsException#NONE} for runs without it.
     */
    public record Difference(String attribute, List<String> values) {
        public Difference {
            values = List.copyOf(values);
        }
    }

    private static String valueOf(Run run, String key) {
        String value = FORMAT.equals(key) ? run.format() : run.attribute(key);
        if (RUNNER_COMMAND.equals(key) && value != null) {
            value = LOAD_LEVELS.matcher(value).replaceAll("");
        }
        return value == null ? UnlikeRunsException.NONE : value;
    }

    /** The keys that say most first, so the sentence names the difference a reader recognises. */
    private static List<String> keysInReadingOrder(Collection<Run> runs) {
        SortedSet<String> others = new TreeSet<>();
        runs.forEach(run -> others.addAll(run.attributes().values().keySet()));
        List<String> keys = new ArrayList<>();
        for (String leading : AttributeKeys.LEADING) {
            if (others.remove(leading)) {
                keys.add(leading);
            }
        }
        keys.add(FORMAT);
        keys.addAll(others);
        return keys;
    }

    private static UnlikeRunsException refusal(String cell, String key, List<String> values) {
        String first = values.stream().filter(v -> !v.equals(UnlikeRunsException.NONE)).findFirst()
                .orElse(values.get(0));
        return new UnlikeRunsException(key, values,
                "the runs of " + cell + " differ in " + key + " (" + String.join(", ", values) + ")",
                "narrow to one (--where " + key + "=" + first + "), split by it (--cols " + key + " or --rows " + key
                        + "), or pool them on purpose (--pool " + key + ")", false);
    }
}
