package org.benchlens.imports;

import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.Counted;

/** The results of one import call, one per file or report folder. */
public record ImportSummary(List<ImportResult> results) {

    public ImportSummary {
        results = List.copyOf(results);
    }

    public boolean anyFailed() {
        return results.stream().anyMatch(r -> r.status() == ImportResult.Status.FAILED);
    }

    public List<Long> importedRunIds() {
        return results.stream().flatMap(r -> r.runIds().stream()).toList();
    }

    /** "imported 21 runs from 3 inputs, 1 already imported, 1 failed" or "nothing imported, 1 failed". */
    public String describe() {
        List<String> parts = new ArrayList<>();
        long inputs = count(ImportResult.Status.IMPORTED);
        parts.add(inputs == 0 ? "nothing imported"
                : "imported " + Counted.runs(importedRunIds().size()) + " from " + Counted.of(inputs, "input"));
        addCount(parts, ImportResult.Status.DUPLICATE, "already imported");
        addCount(parts, ImportResult.Status.SKIPPED, "skipped");
        addCount(parts, ImportResult.Status.FAILED, "failed");
        addCount(parts, ImportResult.Status.CANCELLED, "cancelled");
        return String.join(", ", parts);
    }

    private void addCount(List<String> parts, ImportResult.Status status, String what) {
        long n = count(status);
        if (n > 0) {
            parts.add(n + " " + what);
        }
    }

    public long count(ImportResult.Status status) {
        return results.stream().filter(r -> r.status() == status).count();
    }
}
