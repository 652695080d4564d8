package org.benchlens.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
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
        ImportSource source = ImportSource.of(file);
        if (!importer.detect(source.peek())) {
            throw new AssertionError(importer.format() + " does not recognise " + file);
        }
        Collector collector = new Collector();
        importer.read(source, collector);
        return collector.read();
    }

    /** The failure an importer reports for a file it recognises; an error when it reads the file happily. */
    public static ImportFailure failure(Importer importer, Path file) throws Exception {
        ImportSource source = ImportSource.of(file);
        if (!importer.detect(source.peek())) {
            throw new AssertionError(importer.format() + " does not recognise " + file);
        }
        try {
            importer.read(source, new Collector());
        } catch (ImportFailure failure) {
            return failure;
        }
        throw new AssertionError(importer.format() + " read " + file + " without reporting a problem");
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

    /** An import context that keeps what the importer emits and notes, and can cancel after some checks. */
    public static final class Collector implements ImportContext {
        private final List<RunDraft> runs = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();
        private final int checksBeforeCancel;
        private int checks;

        /** Never cancels. */
        public Collector() {
            this(Integer.MAX_VALUE);
        }

        /** Cancels at the check after {@code checksBeforeCancel} checks, as a user pressing Cancel would. */
        public Collector(int checksBeforeCancel) {
            this.checksBeforeCancel = checksBeforeCancel;
        }

        @Override
        public void emit(RunDraft run) {
            runs.add(run);
        }

        @Override
        public void note(String message) {
            notes.add(message);
        }

        @Override
        public void checkCancelled() {
            if (++checks > checksBeforeCancel) {
                throw new CancellationException("import cancelled");
            }
        }

        public List<RunDraft> runs() {
            return runs;
        }

        public List<String> notes() {
            return notes;
        }

        public Read read() {
            return new Read(runs, notes);
        }
    }
}
