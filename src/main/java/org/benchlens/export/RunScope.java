package org.benchlens.export;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

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
        String attributes = where.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
        String chosen = ids.isEmpty() ? (attributes.isEmpty() ? "every run in the store" : "every run with " + attributes)
                : "runs " + ids.stream().map(String::valueOf).collect(Collectors.joining(", "))
                + (attributes.isEmpty() ? "" : ", those with " + attributes);
        return chosen + (origin == null ? "" : " (" + origin + ")") + (pooled.isEmpty() ? "" : "; " + pooled);
    }
}
