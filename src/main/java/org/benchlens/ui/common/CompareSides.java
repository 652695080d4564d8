package org.benchlens.ui.common;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

/**
 * The two sides of a change point, as the Trend window hands them to Compare: each run is before or
 * after the change, a row of the table with "before" as its base, so that the significance test of
 * the cells answers whether the change is real.
 *
 * @param sideOf the side of each run id
 * @param metric the trend's metric, compared in the table
 * @param about  the change in words, for the window's header and what is exported
 */
public record CompareSides(Map<Long, String> sideOf, String metric, String about) {

    /** The attribute the sides are given as: it exists in the Compare window only, never in the store. */
    public static final String ATTRIBUTE = "side";
    public static final String BEFORE = "before";
    public static final String AFTER = "after";

    public CompareSides {
        sideOf = Map.copyOf(sideOf);
    }

    /** These sides and {@code runs} on {@code side} (none where {@code side} is null). */
    public CompareSides with(List<Long> runs, String side) {
        Map<Long, String> more = new HashMap<>(sideOf);
        if (side != null) {
            runs.forEach(id -> more.put(id, side));
        }
        return new CompareSides(more, metric, about);
    }

    /** The run with its side as an attribute; a run of neither side as it is. */
    public RunResult marked(RunResult result) {
        String side = sideOf.get(result.run().id());
        if (side == null) {
            return result;
        }
        Run run = result.run();
        return new RunResult(run.with(run.attributes().with(ATTRIBUTE, side), run.tags()), result.measurements());
    }
}
