package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Runs given to a comparison that are in none of its cells, and why ("no riops in step runit", "not completed"):
 * every output names them, so a table never holds fewer runs than it says (decision 0150).
 */
public record LeftOut(String reason, List<Long> runIds) {

    /** Past this many ids a phrase says how many more, so a store's hundreds of runs stay one line. */
    private static final int IDS_NAMED = 10;

    public LeftOut {
        runIds = List.copyOf(runIds);
    }

    /** "runs 41, 42 (no instance)"; "run 7 (not completed)". */
    public String phrase() {
        return ids(runIds) + " (" + reason + ")";
    }

    /** "left out: runs 41, 42 (no instance); run 7 (not completed)", or empty when none is. */
    public static String phrase(List<LeftOut> leftOut) {
        return leftOut.isEmpty() ? "" : "left out: " + leftOut.stream().map(LeftOut::phrase)
                .collect(Collectors.joining("; "));
    }

    /** "run 7", "runs 41, 42", "runs 1, 2, … 10 and 390 more". */
    static String ids(List<Long> ids) {
        String named = ids.stream().limit(IDS_NAMED).map(String::valueOf).collect(Collectors.joining(", "));
        return (ids.size() == 1 ? "run " : "runs ") + named
                + (ids.size() > IDS_NAMED ? " and " + (ids.size() - IDS_NAMED) + " more" : "");
    }

    /** Collects runs by reason, in the order the reasons first come. */
    static final class Collector {
        private final Map<String, List<Long>> byReason = new LinkedHashMap<>();

        void add(String reason, long runId) {
            byReason.computeIfAbsent(reason, r -> new ArrayList<>()).add(runId);
        }

        void addAll(String reason, List<Long> runIds) {
            runIds.forEach(id -> add(reason, id));
        }

        void addAll(List<LeftOut> leftOut) {
            leftOut.forEach(l -> addAll(l.reason(), l.runIds()));
        }

        List<LeftOut> list() {
            return byReason.entrySet().stream().map(e -> new LeftOut(e.getKey(), e.getValue())).toList();
        }
    }
}
