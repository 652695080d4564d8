package org.benchlens.ui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.benchlens.model.Run;

/**
 * Shorter names for runs whose generated name is long ({@code pg1219_o2nofp.cx10a_c24r64}): the
 * values of the attributes that tell the runs in view apart, such as {@code pg12.19 · cached}.
 * A run keeps its own name when it is short, or when no attribute tells it apart.
 */
final class ShortNames {

    /** Names up to this long are read as they are. */
    static final int LONG_NAME = 24;
    /** Attribute values a short name is made of, at most. */
    static final int PARTS = 3;
    /** Longer attribute values would not make a name shorter. */
    static final int SHORT_VALUE = 16;

    private ShortNames() {
    }

    /** The name to show for each run (by id) among {@code runs}, the runs in view. */
    static Map<Long, String> of(List<Run> runs) {
        List<String> distinguishing = distinguishingKeys(runs);
        Map<Long, String> names = new HashMap<>();
        for (Run run : runs) {
            names.put(run.id(), shortName(run, distinguishing));
        }
        return names;
    }

    private static String shortName(Run run, List<String> keys) {
        if (run.name().length() <= LONG_NAME) {
            return run.name();
        }
        List<String> parts = new ArrayList<>();
        for (String key : keys) {
            String value = run.attribute(key);
            if (value != null && parts.size() < PARTS) {
                parts.add(value);
            }
        }
        String shorter = String.join(" · ", parts);
        return parts.isEmpty() || shorter.length() >= run.name().length() ? run.name() : shorter;
    }

    /**
     * Keys with more than one short value among the long-named runs, the broadest first (fewest
     * values; of two as broad, the one with the longer, more telling values), taken until they
     * tell every such run apart.
     */
    private static List<String> distinguishingKeys(List<Run> runs) {
        List<Run> named = runs.stream().filter(run -> run.name().length() > LONG_NAME).toList();
        Map<String, Set<String>> values = new HashMap<>();
        named.forEach(run -> run.attributes().values().forEach((key, value) ->
                values.computeIfAbsent(key, k -> new HashSet<>()).add(value)));
        List<String> candidates = new ArrayList<>(new TreeSet<>(values.keySet()));
        candidates.removeIf(key -> values.get(key).size() < 2
                || values.get(key).stream().anyMatch(value -> value.length() > SHORT_VALUE));
        candidates.sort(Comparator.<String>comparingInt(key -> values.get(key).size())
                .thenComparing(Comparator.<String>comparingDouble(key -> values.get(key).stream()
                        .mapToInt(String::length).average().orElse(0)).reversed()));
        List<String> chosen = new ArrayList<>();
        for (String key : candidates) {
            if (chosen.size() == PARTS || tellsApart(named, chosen)) {
                break;
            }
            chosen.add(key);
        }
        return chosen;
    }

    private static boolean tellsApart(List<Run> runs, List<String> keys) {
        if (keys.isEmpty()) {
            return false;
        }
        Set<List<String>> seen = new HashSet<>();
        for (Run run : runs) {
            if (!seen.add(keys.stream().map(key -> String.valueOf(run.attribute(key))).toList())) {
                return false;
            }
        }
        return true;
    }
}
