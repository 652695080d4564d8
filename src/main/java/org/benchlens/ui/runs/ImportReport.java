package org.benchlens.ui.runs;

import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;

/**
 * What an import has to tell beyond its count, one line each: failures as
 * {@code file:line:column: sentence}, skipped and already imported inputs, cancelled ones, and
 * the parts of an input an importer did not understand and left out.
 */
public final class ImportReport {

    private ImportReport() {
    }

    static List<String> lines(ImportSummary summary) {
        List<String> lines = new ArrayList<>();
        for (ImportResult result : summary.results()) {
            if (result.status() != ImportResult.Status.IMPORTED) {
                lines.add(result.describe());
            }
            result.notes().forEach(note -> lines.add(result.path() + ": " + note));
        }
        return lines;
    }

    /** The status line: the counts, and the first failure spelled out so the user can act on it. */
    static String status(ImportSummary summary) {
        String text = summary.describe();
        return summary.results().stream().filter(r -> r.status() == ImportResult.Status.FAILED).findFirst()
                .map(r -> text + " — " + r.problem()).orElse(text);
    }
}
