package org.benchlens.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;

/**
 * The attributes a list of rows, columns or lines offers for some runs: those whose value differs
 * between the runs first (the leading keys in their order, then by name), then those all share;
 * never where a run was found in its source ({@link AttributeKeys#WHERE_FOUND}).
 */
public final class AttributeChoices {

    private AttributeChoices() {
    }

    public static List<String> of(Collection<Run> runs) {
        TreeSet<String> keys = new TreeSet<>();
        runs.forEach(run -> keys.addAll(run.attributes().values().keySet()));
        keys.removeAll(AttributeKeys.WHERE_FOUND);
        List<String> ordered = new ArrayList<>();
        AttributeKeys.LEADING.stream().filter(keys::contains).forEach(ordered::add);
        keys.stream().filter(key -> !ordered.contains(key)).forEach(ordered::add);
        List<String> varying = new ArrayList<>(ordered.stream().filter(key -> varies(runs, key)).toList());
        ordered.stream().filter(key -> !varying.contains(key)).forEach(varying::add);
        return varying;
    }

    private static boolean varies(Collection<Run> runs, String key) {
        return runs.stream().map(run -> Objects.toString(run.attribute(key), "")).distinct().count() > 1;
    }
}
