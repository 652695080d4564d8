package org.benchlens.imports.locust;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.model.RunDraft;

/**
 * Locust's {@code PREFIX_stats.csv} named alone: its figures make the run. The other files of the
 * prefix are read with it when their folder is imported.
 */
public final class LocustStatsImporter implements Importer {

    @Override
    public String format() {
        return LocustFile.FORMAT;
    }

    @Override
    public String description() {
        return "Locust --csv statistics (PREFIX_stats.csv; with its folder, the history, failures and exceptions)";
    }

    @Override
    public boolean detect(Peek peek) {
        return LocustFile.of(peek) == LocustFile.STATS;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        Path file = source.path();
        RunDraft draft = LocustRun.draft(LocustFile.runName(file, LocustFile.STATS));
        LocustRun.ended(draft, LocustStats.read(source, context, draft));
        noteCompanions(file, context);
        context.emit(draft);
    }

    /** Says where the rest of the run is when the prefix's other files lie beside the one named. */
    private static void noteCompanions(Path file, ImportContext context) {
        String prefix = LocustFile.STATS.prefixOf(file);
        Path folder = file.toAbsolutePath().getParent();
        if (prefix == null || folder == null) {
            return;
        }
        List<String> beside = Stream.of(LocustFile.HISTORY, LocustFile.FAILURES, LocustFile.EXCEPTIONS)
                .map(kind -> kind.besides(folder, prefix))
                .flatMap(path -> Stream.of(path, path.resolveSibling(path.getFileName() + ".gz")))
                .filter(Files::isRegularFile).map(path -> path.getFileName().toString()).toList();
        if (!beside.isEmpty()) {
            context.note(String.join(", ", beside) + " of the same run " + (beside.size() == 1 ? "lies" : "lie")
                    + " beside " + file.getFileName() + ": import the folder to read the files of the prefix "
                    + prefix + " as one run");
        }
    }
}
