package org.benchlens.ui.runs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;

/**
 * Shorter names for runs whose generated name is long ({@code pg1219_o2nofp.cx10a_c24r64}): the
 * values of the attributes that tell the runs in view apart, such as {@code pg12.19 · cached}.
 * A run keeps its own name when it is short, or when no attribute tells it apart.
 */
public final class ShortNames {

    /** Names up to this long are read as they are. */
    static final int LONG_NAME = 24;
    /** Attribute values a short name is made of, at most. */
    static final int PARTS = 3;
    /** Longer attribute values would not make a name shorter. */
    static final int SHORT_VALUE = 16;
    private static final Pattern WHOLE_NUMBER = Pattern.compile("\\d+");

    private ShortNames() {
    }

    /**
     * The shorter name to show for each long-named run (by id) among {@code runs}, the runs in view;
     * a run not in the map shows its own name. The attributes are chosen per format, since runs of
     * different benchmarks share few keys; a short name that two differently named runs would share
     * is not used, as it would tell them apart no more.
     */
    public static Map<Long, String> of(List<Run> runs) {
        // only long names are shortened: most runs of a large store are passed over with one look each
        List<Run> longNamed = runs.stream().filter(run -> run.name().length() > LONG_NAME && !namedAfterItsFile(run))
                .toList();
        if (longNamed.isEmpty()) {
            return Map.of();
        }
        Map<String, List<String>> keysByFormat = new HashMap<>();
        longNamed.stream().collect(Collectors.groupingBy(Run::format)).forEach((format, ofFormat) ->
                keysByFormat.put(format, distinguishingKeys(ofFormat)));
        Map<Long, String> names = new HashMap<>();
        Map<String, Set<String>> fullNamesByShort = new HashMap<>();
        for (Run run : longNamed) {
            String shortName = shortName(run, keysByFormat.get(run.format()));
            names.put(run.id(), shortName);
            fullNamesByShort.computeIfAbsent(shortName, k -> new HashSet<>()).add(run.name());
        }
        for (Run run : runs) {
            Set<String> sharing = fullNamesByShort.get(run.name());
            if (sharing != null && run.name().length() <= LONG_NAME) {
                sharing.add(run.name());
            }
        }
        for (Run run : longNamed) {
            if (fullNamesByShort.get(names.get(run.id())).size() > 1) {
                names.put(run.id(), run.name());
            }
        }
        return names;
    }

    /**
     * A run named after its file ({@code 08_qr-code-generator_2021_summary-export}) was named by a
     * person: the values of its attributes ("174 VUs") would say less.
     */
    private static boolean namedAfterItsFile(Run run) {
        if (run.sourceFile() == null) {
            return false;
        }
        String file = Path.of(run.sourceFile()).getFileName().toString();
        return file.startsWith(run.name()) && (file.length() == run.name().length() || file.charAt(run.name().length()) == '.');
    }

    /** Where a run was found, or how one of its figures was worked out: neither tells a reader which run it is. */
    private static boolean bookkeeping(String key) {
        return AttributeKeys.WHERE_FOUND.contains(key) || key.endsWith(".source");
    }

    private static String shortName(Run run, List<String> keys) {
        List<String> parts = new ArrayList<>();
        List<String> counts = new ArrayList<>();
        for (String key : keys) {
            String value = run.attribute(key);
            if (value != null && parts.size() + counts.size() < PARTS) {
                if (WHOLE_NUMBER.matcher(value).matches()) {
                    counts.add(labelled(key, value));
                } else {
                    parts.add(value);
                }
            }
        }
        // words first, then the counts they ran at: "2pgrest · 10 VUs"
        parts.addAll(counts);
        String shorter = String.join(" · ", parts);
        return parts.isEmpty() || shorter.length() >= run.name().length() ? run.name() : shorter;
    }

    /** A bare number says nothing without its name: "10 VUs", "batch_size 100". */
    private static String labelled(String key, String value) {
        return AttributeKeys.VUS.equals(key) ? value + (value.equals("1") ? " VU" : " VUs") : key + " " + value;
    }

    /**
     * Keys with more than one short value among the (long-named) runs, taken one at a time: each
     * time the key that, with those already taken, splits the runs into the most groups (of two
     * as good, the broader one, then the one with longer, more telling values), until they tell
     * every such run apart or {@link #PARTS} are taken.
     */
    private static List<String> distinguishingKeys(List<Run> runs) {
        Map<String, Set<String>> values = new HashMap<>();
        runs.forEach(run -> run.attributes().values().forEach((key, value) ->
                values.computeIfAbsent(key, k -> new HashSet<>()).add(value)));
        List<String> candidates = new ArrayList<>(new TreeSet<>(values.keySet()));
        candidates.removeIf(key -> bookkeeping(key) || values.get(key).size() < 2
                || values.get(key).stream().anyMatch(value -> value.length() > SHORT_VALUE));
        candidates.sort(Comparator.<String>comparingInt(key -> values.get(key).size())
                .thenComparing(Comparator.<String>comparingDouble(key -> values.get(key).stream()
                        .mapToInt(String::length).average().orElse(0)).reversed()));
        List<String> chosen = new ArrayList<>();
        while (chosen.size() < PARTS && !candidates.isEmpty() && !tellsApart(runs, chosen)) {
            String best = candidates.get(0);
            int bestGroups = groups(runs, chosen, best);
            for (String key : candidates) {
                int groups = groups(runs, chosen, key);
                if (groups > bestGroups) {
                    best = key;
                    bestGroups = groups;
                }
            }
            if (bestGroups <= groups(runs, chosen, null)) {
                break;
            }
            chosen.add(best);
            candidates.remove(best);
        }
        return chosen;
    }

    /** How many groups the runs fall into by the values of {@code keys} and {@code extra}. */
    private static int groups(List<Run> runs, List<String> keys, String extra) {
        Set<List<String>> seen = new HashSet<>();
        for (Run run : runs) {
            List<String> tuple = new ArrayList<>();
            keys.forEach(key -> tuple.add(String.valueOf(run.attribute(key))));
            if (extra != null) {
                tuple.add(String.valueOf(run.attribute(extra)));
            }
            seen.add(tuple);
        }
        return seen.size();
    }

    private static boolean tellsApart(List<Run> runs, List<String> keys) {
        return !keys.isEmpty() && groups(runs, keys, null) == runs.size();
    }
}
