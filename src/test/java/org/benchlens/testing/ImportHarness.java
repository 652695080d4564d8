package org.benchlens.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.Importer;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;

/** Runs importers in tests: alone on a file, or through the import service into a store. */
public final class ImportHarness {

    private ImportHarness() {
    }

    /** What one importer emits for one file, without a store. */
    public static Read read(Importer importer, Path file) throws Exception {
        Read read = new Read(new ArrayList<>(), new ArrayList<>());
        ImportSource source = ImportSource.of(file);
        if (!importer.detect(source.peek())) {
            throw new AssertionError(importer.format() + " does not recognise " + file);
        }
        importer.read(source, new ImportContext() {
            @Override
            public void emit(RunDraft run) {
                read.runs.add(run);
            }

            @Override
            public void note(String message) {
                read.notes.add(message);
            }

            @Override
            public void checkCancelled() {
            }
        });
        return read;
    }

    /** Imports the paths with every standard importer, as {@code benchlens import} does. */
    public static ImportSummary importInto(Store store, Path... paths) {
        return new ImportService(store, ImporterRegistry.standard()).importPaths(List.of(paths), ImportOptions.NONE);
    }

    /** Every run in the store with its measurements, oldest first. */
    public static List<RunResult> results(Store store) {
        return store.read(session -> {
            List<Run> runs = session.runs().list(RunFilter.ALL);
            return session.results(runs);
        });
    }

    /** The runs an importer emitted and the notes it left about what it did not understand. */
    public record Read(List<RunDraft> runs, List<String> notes) {
    }
}
