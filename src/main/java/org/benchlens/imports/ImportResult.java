package org.benchlens.imports;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.model.Counted;
import org.benchlens.model.ShortMessage;

/**
 * What became of one file or report folder.
 *
 * @param format        the format it was read as, or null when none recognised it
 * @param runIds        the runs stored from it (IMPORTED)
 * @param existingRunId the first run already stored from the same bytes (DUPLICATE)
 * @param problem       why it failed (FAILED), or why it was skipped (SKIPPED)
 * @param notes         parts of the input that were not understood and left out
 */
public record ImportResult(Path path, Status status, String format, List<Long> runIds, long existingRunId,
                           ImportProblem problem, List<String> notes) {

    public ImportResult {
        runIds = List.copyOf(runIds);
        notes = List.copyOf(notes);
    }

    public enum Status { IMPORTED, DUPLICATE, SKIPPED, FAILED, CANCELLED }

    /** One line for a person: what happened to this input. */
    public String describe() {
        return ShortMessage.of(switch (status) {
            case IMPORTED -> path + ": imported " + Counted.runs(runIds.size())
                    + " as " + format + " (" + idRange() + ")";
            case DUPLICATE -> path + ": already imported as run " + existingRunId;
            case SKIPPED -> path + ": skipped, " + problem.message();
            case FAILED -> problem.toString();
            case CANCELLED -> path + ": cancelled, nothing stored";
        });
    }

    private String idRange() {
        if (runIds.size() == 1) {
            return "run " + runIds.get(0);
        }
        return "runs " + runIds.get(0) + ".." + runIds.get(runIds.size() - 1);
    }
}
