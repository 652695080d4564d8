package org.benchlens.ui.common;

import java.util.List;

import org.benchlens.model.Run;

/**
 * What the Compare window compares: the selected runs when several are selected, otherwise the
 * runs the main window's filter shows (decision 0043).
 *
 * @param filter the main window's filter text when the scope is the filtered list, else empty
 * @param sides  the two sides of a trend's change point, or null
 */
public record CompareScope(List<Run> runs, String filter, boolean selection, CompareSides sides) {

    public CompareScope {
        runs = List.copyOf(runs);
        filter = filter == null ? "" : filter.strip();
    }

    public CompareScope(List<Run> runs, String filter, boolean selection) {
        this(runs, filter, selection, null);
    }

    /** The runs before and after a change point, each marked with its side. */
    public static CompareScope of(List<Run> runs, CompareSides sides) {
        return new CompareScope(runs, "", true, sides);
    }

    /** The selection when it holds several runs (one run compared with itself says nothing), else the shown runs. */
    public static CompareScope of(List<Run> selected, List<Run> shown, String filter) {
        return selected.size() >= 2 ? new CompareScope(selected, "", true) : new CompareScope(shown, filter, false);
    }

    /** For the window's header: "13 runs: workload=cached", "2 selected runs", "452 runs: all". */
    public String describe() {
        String count = runs.size() + (runs.size() == 1 ? " run" : " runs");
        if (sides != null) {
            return count + ": " + sides.about();
        }
        if (selection) {
            return runs.size() + " selected runs";
        }
        return count + ": " + (filter.isEmpty() ? "all" : filter);
    }
}
