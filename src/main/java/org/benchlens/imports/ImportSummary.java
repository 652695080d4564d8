package org.benchlens.imports;

import java.util.List;

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

    public long count(ImportResult.Status status) {
        return results.stream().filter(r -> r.status() == status).count();
    }
}
