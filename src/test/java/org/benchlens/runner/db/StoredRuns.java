package org.benchlens.runner.db;

import java.util.Comparator;
import java.util.List;

import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;

/** What a store holds after a workload, read back as a user's list and comparison would. */
public final class StoredRuns {

    private StoredRuns() {
    }

    public static List<RunResult> all(Store store) {
        return store.transaction(session -> session.results(session.runs().list(RunFilter.ALL).stream()
                .sorted(Comparator.comparingLong(Run::id)).toList()));
    }

    public static double value(RunResult result, String step, String metric) {
        return result.find(step, metric).map(Measurement::value)
                .orElseThrow(() -> new AssertionError(result.run().name() + " has no " + metric + " in " + step));
    }
}
