package org.benchlens.runner;

import java.util.List;
import org.benchlens.model.Run;

/**
 * What a workload left in the store.
 *
 * @param runs      the runs saved, in the order they were measured
 * @param cancelled true when the user stopped it; the last run is then marked {@code status=partial}
 */
public record RunnerOutcome(List<Run> runs, boolean cancelled) {

    public RunnerOutcome {
        runs = List.copyOf(runs);
    }
}
