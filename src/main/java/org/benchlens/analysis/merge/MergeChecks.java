package org.benchlens.analysis.merge;

import java.util.List;
import java.util.Set;

import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;

/** Whether runs are the load generators of one test, each refusal one sentence naming the run or attribute. */
final class MergeChecks {

    /** Each generator drives its own share of the load: the merged run's is their sum. */
    static final Set<String> MAY_DIFFER = Set.of(AttributeKeys.VUS);

    private MergeChecks() {
    }

    static void check(List<RunContent> runs) {
        if (runs.size() < 2) {
            throw new IllegalArgumentException("a merge needs the runs of at least two load generators of one test; "
                    + (runs.isEmpty() ? "no run was given" : "only run " + runs.get(0).run().id() + " was given"));
        }
        for (RunContent content : runs) {
            if (content.histograms().isEmpty()) {
                throw new IllegalArgumentException(named(content.run()) + " has no latency histogram, so its "
                        + "percentiles cannot be merged: merge runs that keep one (k6 --out json or --out csv, "
                        + "sysbench --histogram, the runner's)");
            }
        }
        List<Run> plain = runs.stream().map(RunContent::run).toList();
        UnlikeRuns.firstDifference(plain, MAY_DIFFER).ifPresent(difference -> {
            throw new IllegalArgumentException("runs " + ids(runs) + " differ in " + difference.attribute() + " ("
                    + String.join(", ", difference.values()) + "): only the load generators' runs of one test "
                    + "can be merged");
        });
        checkTogether(plain);
    }

    /** Load generators of one test run at the same time; runs one after the other are repeats. */
    private static void checkTogether(List<Run> runs) {
        if (runs.stream().anyMatch(r -> r.startedAt() == null || r.endedAt() == null)) {
            return;
        }
        Run lastToStart = runs.stream().max((a, b) -> a.startedAt().compareTo(b.startedAt())).orElseThrow();
        Run firstToEnd = runs.stream().min((a, b) -> a.endedAt().compareTo(b.endedAt())).orElseThrow();
        if (!lastToStart.startedAt().isBefore(firstToEnd.endedAt())) {
            throw new IllegalArgumentException(named(firstToEnd) + " ended at " + firstToEnd.endedAt() + ", before "
                    + named(lastToStart) + " started at " + lastToStart.startedAt() + ": the load generators of one "
                    + "test run at the same time; runs one after another are repeats, to compare, not merge");
        }
    }

    static String named(Run run) {
        return "run " + run.id() + " (" + run.name() + ")";
    }

    /** "1, 2 and 3". */
    static String ids(List<RunContent> runs) {
        List<String> ids = runs.stream().map(c -> Long.toString(c.run().id())).toList();
        return ids.size() == 1 ? ids.get(0)
                : String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
    }
}
