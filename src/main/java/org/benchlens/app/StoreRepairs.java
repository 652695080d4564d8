package org.benchlens.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.benchlens.store.StoreCompaction;
import org.benchlens.store.StoreLocation;
import org.benchlens.store.StoreRepair;

/** {@code store check}, {@code store repair} and {@code store compact} for the command line, in the store's terms (decision 0103). */
public final class StoreRepairs {

    /**
     * What was found (and, after a repair, where the old file is kept): the ids of the runs read whole,
     * those that could not be read (id to why), the runs that are only part of an input, stray rows.
     */
    public record Report(List<Long> readIds, Map<Long, String> unreadable, List<Long> partOfInputs,
                         List<String> problems, Path keptAside) {

        public boolean whole() {
            return unreadable.isEmpty() && partOfInputs.isEmpty() && problems.isEmpty();
        }
    }

    private StoreRepairs() {
    }

    public static Report check(StoreLocation location) {
        return report(StoreRepair.check(location), null);
    }

    public static Report repair(StoreLocation location) {
        StoreRepair.Repaired repaired = StoreRepair.repair(location);
        return report(repaired.findings(), repaired.keptAside());
    }

    /** The store file's size before and after {@code store compact}, in bytes. */
    public record Compacted(long bytesBefore, long bytesAfter) {
    }

    /** Writes the store into a new, compact file that takes its place (decision 0141). */
    public static Compacted compact(StoreLocation location) {
        StoreCompaction.Compacted compacted = StoreCompaction.compact(location);
        return new Compacted(compacted.bytesBefore(), compacted.bytesAfter());
    }

    private static Report report(StoreRepair.Findings findings, Path keptAside) {
        return new Report(findings.readable().stream().map(content -> content.run().id()).toList(),
                findings.unreadable(), findings.partOfInputs(), findings.problems(), keptAside);
    }
}
