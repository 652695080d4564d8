package org.benchlens.ui.compare;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.benchlens.analysis.ComparisonRequest;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunResult;

/** The rows and columns a Compare window opens with, read from the runs it compares. */
final class LikeliestSettings {

    private LikeliestSettings() {
    }

    /**
     * The leading attribute (dbms, version, instance, ...) that tells the runs apart, else any that does; of two
     * leading ones that group the runs alike, the one of shorter values (version's 17beta1, not dbms's
     * pg17beta1_o2nofp.cx10a_c24r64).
     */
    static String rowAttribute(List<RunResult> runs, Set<String> keys) {
        List<String> leading = new ArrayList<>(AttributeKeys.LEADING);
        leading.remove(AttributeKeys.STATUS);
        List<String> candidates = new ArrayList<>(leading);
        candidates.addAll(keys);
        for (String key : candidates) {
            if (keys.contains(key) && runs.stream().map(r -> r.run().attribute(key)).filter(v -> v != null)
                    .distinct().count() > 1) {
                return leading.stream().filter(keys::contains).filter(other -> groupsAlike(runs, key, other))
                        .min(Comparator.comparingInt(other -> longestValue(runs, other))).orElse(key);
            }
        }
        return keys.isEmpty() ? null : keys.iterator().next();
    }

    /** True when every run has both and each value of one goes with one value of the other. */
    private static boolean groupsAlike(List<RunResult> runs, String one, String other) {
        if (runs.stream().anyMatch(r -> r.run().attribute(one) == null || r.run().attribute(other) == null)) {
            return false;
        }
        long pairs = runs.stream().map(r -> r.run().attribute(one) + "\u0000" + r.run().attribute(other)).distinct()
                .count();
        return pairs == runs.stream().map(r -> r.run().attribute(one)).distinct().count()
                && pairs == runs.stream().map(r -> r.run().attribute(other)).distinct().count();
    }

    private static int longestValue(List<RunResult> runs, String key) {
        return runs.stream().mapToInt(r -> r.run().attribute(key).length()).max().orElse(0);
    }

    /**
     * Steps where the runs have several; else the first attribute (leading ones first) whose value
     * differs between runs of one row, such as YBIO's batch_size: one step and one column would only
     * ever show 1.00.
     */
    static String columns(List<RunResult> runs, Set<String> keys, Set<String> stepNames, String rows) {
        if (stepNames.size() > 1) {
            return ComparisonRequest.STEP_COLUMNS;
        }
        List<String> candidates = new ArrayList<>(AttributeKeys.LEADING);
        candidates.remove(AttributeKeys.STATUS);
        candidates.addAll(keys);
        for (String key : candidates) {
            if (!key.equals(rows) && keys.contains(key) && variesWithinARow(runs, key, rows)) {
                return key;
            }
        }
        return ComparisonRequest.STEP_COLUMNS;
    }

    private static boolean variesWithinARow(List<RunResult> runs, String key, String rows) {
        return runs.stream().filter(r -> r.run().attribute(key) != null)
                .collect(Collectors.groupingBy(r -> String.valueOf(r.run().attribute(rows)),
                        Collectors.mapping(r -> r.run().attribute(key),
                                Collectors.toSet())))
                .values().stream().anyMatch(values -> values.size() > 1);
    }
}
