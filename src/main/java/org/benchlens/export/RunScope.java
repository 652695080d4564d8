package org.benchlens.export;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.benchlens.analysis.Comparison;
import org.benchlens.model.Counted;

/**
 * The runs an output was made from, in words, as a report, an exported table and its JSON say them
 * (decision 0115): "every run with workload=cached", "runs 3, 5 (the main window's filter: cached)",
 * and what the cells pool on purpose.
 */
public final class RunScope {

    private RunScope() {
    }

    /**
     * @param where  the attributes every run has
     * @param ids    the runs chosen one by one; empty for every run of {@code where}
     * @param origin how the runs were chosen where the ids do not say it; null otherwise
     * @param pooled "pooled over workload", or empty
     */
    public static String describe(Map<String, String> where, List<Long> ids, String origin, String pooled) {
        return chosen(where, ids, "every run") + (origin == null ? "" : " (" + origin + ")")
                + (pooled.isEmpty() ? "" : "; " + pooled);
    }

    /**
     * The runs of a table: as {@link #describe}, and where the table has a row of runs without its row
     * attribute or left runs out, how many it was given instead of "every run", and those runs with
     * why (decision 0150): "10 runs with format=ybio; left out: runs 41, 42 (no riops)".
     */
    public static String describe(Map<String, String> where, List<Long> ids, String origin, String pooled,
                                  Comparison table) {
        String holdings = table == null ? "" : table.holdings();
        if (holdings.isEmpty()) {
            return describe(where, ids, origin, pooled);
        }
        String count = Counted.runs(table.runsGiven());
        return chosen(where, ids, count) + (origin == null ? "" : " (" + origin + ")")
                + (pooled.isEmpty() ? "" : "; " + pooled) + "; " + holdings;
    }

    /** @param all how all runs of {@code where} are called: "every run", "10 runs" */
    private static String chosen(Map<String, String> where, List<Long> ids, String all) {
        String attributes = where.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
        return ids.isEmpty() ? (attributes.isEmpty() ? all + " in the store" : all + " with " + attributes)
                : "runs " + ids.stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (attributes.isEmpty() ? "" : ", those with " + attributes);
    }
}
