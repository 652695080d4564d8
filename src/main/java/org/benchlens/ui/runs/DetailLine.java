package org.benchlens.ui.runs;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;

/**
 * One line of the selected runs side by side: what it is (an attribute, tags, the source file,
 * when the run happened and was imported) and each run's value, blank where a run has none.
 */
public record DetailLine(String what, List<String> values) {

    static final String SOURCE = "source";

    /** The runs differ on this line (it is highlighted): only a line of two runs or more can. */
    boolean differs() {
        return values.size() > 1 && values.stream().distinct().count() > 1;
    }

    static List<DetailLine> of(List<Run> runs) {
        List<DetailLine> lines = new ArrayList<>();
        add(lines, "run date", runs, RunsTable::runDate);
        add(lines, "ended", runs, run -> run.endedAt() == null ? "" : RunsTable.DATE.format(run.endedAt()));
        Set<String> keys = new LinkedHashSet<>();
        runs.forEach(run -> keys.addAll(run.attributes().values().keySet()));
        keys.remove(RunsTable.RUN_DATE);
        for (String key : keys) {
            add(lines, key, runs, run -> Objects.toString(run.attribute(key), ""));
        }
        add(lines, "tags", runs, run -> String.join(" ", run.tags()));
        add(lines, SOURCE, runs, run -> run.sourceFile() == null ? "the built-in runner" : run.sourceFile());
        add(lines, "imported", runs, run -> RunsTable.DATE.format(run.importedAt()));
        lines.removeIf(line -> line.values().stream().allMatch(String::isEmpty));
        // the thresholds a k6 run failed are read first
        lines.sort((a, b) -> Boolean.compare(!a.what().startsWith(AttributeKeys.THRESHOLDS),
                !b.what().startsWith(AttributeKeys.THRESHOLDS)));
        return lines;
    }

    private static void add(List<DetailLine> lines, String what, List<Run> runs,
                            java.util.function.Function<Run, String> value) {
        lines.add(new DetailLine(what, runs.stream().map(value).toList()));
    }
}
