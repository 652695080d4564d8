package org.benchlens.imports;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.zip.ZipException;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

import org.benchlens.model.Attributes;
import org.benchlens.model.RunDraft;
import org.benchlens.model.VisibleText;
import org.benchlens.store.Store;
import org.benchlens.store.StoreException;
import org.benchlens.store.StoreUnavailableException;
import org.benchlens.store.StoredInput;

/**
 * Imports files and folders: picks the importer by content, reads, and stores each file's runs
 * in one transaction, so that a file is stored whole or not at all. A file that fails leaves the
 * store as it was and the others still import.
 */
public final class ImportService {

    /**
     * The runs one input may hold: they are kept in memory until the input is read to its end, and
     * stored in one transaction (a file of 50 000 runs needs about 150 MB).
     */
    static final int MAX_RUNS_PER_INPUT = 50_000;

    private final Store store;
    private final ImporterRegistry registry;

    public ImportService(Store store, ImporterRegistry registry) {
        this.store = store;
        this.registry = registry;
    }

    public ImportSummary importPaths(List<Path> paths, ImportOptions options, ImportListener listener,
                                     BooleanSupplier cancelled) {
        List<ImportUnit> units = new ImportPlanner(registry).plan(paths);
        List<ImportResult> results = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            ImportUnit unit = units.get(i);
            listener.started(unit.path(), i, units.size());
            ImportResult result;
            boolean storeUnavailable = false;
            try {
                result = cancelled.getAsBoolean()
                        ? new ImportResult(unit.path(), ImportResult.Status.CANCELLED, null, List.of(), 0, null,
                                List.of())
                        : importUnit(unit, options, listener, cancelled);
            } catch (StoreUnavailableException e) {
                // every other input would fail the same way
                result = failed(unit.path(), null, "not stored, and the import stopped: " + e.getMessage());
                storeUnavailable = true;
            }
            results.add(result);
            listener.finished(result);
            if (storeUnavailable) {
                break;
            }
        }
        return new ImportSummary(results);
    }

    public ImportSummary importPaths(List<Path> paths, ImportOptions options) {
        return importPaths(paths, options, ImportListener.NONE, () -> false);
    }

    private ImportResult importUnit(ImportUnit unit, ImportOptions options, ImportListener listener,
                                    BooleanSupplier cancelled) {
        Path path = unit.path();
        if (unit.refusal() != null) {
            return unit.explicit() ? failed(path, null, unit.refusal())
                    : new ImportResult(path, ImportResult.Status.SKIPPED, null, List.of(), 0,
                            new ImportProblem(path.toString(), 0, 0, unit.refusal()), List.of());
        }
        Collector collector = new Collector(cancelled);
        String format = unit.isFolder() ? unit.folderClaim().importer().format() : null;
        try {
            String hash;
            // a gzipped file stored before decision 0129 was keyed by its compressed bytes
            String formerHash = null;
            if (unit.isFolder()) {
                unit.folderClaim().importer().read(path, unit.files(), collector);
                hash = ImportSource.sha256Of(unit.files());
            } else {
                long size = sizeOf(path);
                ImportSource source = new ImportSource(path, done -> listener.progress(done, size));
                Peek peek = source.peek();
                Optional<Importer> importer = registry.detect(peek);
                if (importer.isEmpty()) {
                    return notRecognised(unit, peek);
                }
                format = importer.get().format();
                importer.get().read(source, collector);
                hash = source.contentSha256();
                formerHash = source.isGzip() ? source.sha256() : null;
            }
            if (collector.runs.isEmpty()) {
                return failed(path, format, unit.isFolder() ? "no results found: it looks like " + format
                        + " but holds no run" : CutEnd.withCut(path, 0, "no results found: it looks like " + format
                        + " but holds no run"));
            }
            for (RunDraft run : collector.runs) {
                ImpossibleValues.check(run);
            }
            return store(unit, format, hash, formerHash, collector, options);
        } catch (ImportFailure e) {
            return failed(path, format, new ImportProblem(path.toString(), e.line(), e.column(),
                    CutEnd.withCut(path, e.line(), e.getMessage())));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            long line = at == null ? 0 : at.getLineNr();
            return failed(path, format, new ImportProblem(path.toString(), line, at == null ? 0 : at.getColumnNr(),
                    CutEnd.withCut(path, line, "not valid JSON: " + JsonMessages.reason(e))));
        } catch (TooManyRuns e) {
            return failed(path, format, "it holds more than " + MAX_RUNS_PER_INPUT + " runs; BenchLens stores at most "
                    + MAX_RUNS_PER_INPUT + " runs from one input, so that an import fits in memory: split it");
        } catch (CancellationException e) {
            return new ImportResult(path, ImportResult.Status.CANCELLED, format, List.of(), 0, null, List.of());
        } catch (ZipException | EOFException e) {
            return failed(path, format, "the file ends early or its gzip data is damaged");
        } catch (IOException e) {
            return failed(path, format, ReadFailures.sentence(e));
        } catch (StoreUnavailableException e) {
            throw e;
        } catch (StoreException e) {
            return failed(path, format, "could not store it: " + e.getMessage());
        } catch (RuntimeException e) {
            return failed(path, format,
                    "BenchLens could not read it as " + format + " (an unexpected "
                    + e.getClass().getSimpleName() + "); please report this with the file");
        }
    }

    private ImportResult store(ImportUnit unit, String format, String hash, String formerHash, Collector collector,
                               ImportOptions options) throws IOException, ImportFailure {
        Attributes added = SidecarAttributes.forInput(unit.path()).withAll(options.attributes());
        String sourceFile = unit.path().toAbsolutePath().normalize().toString();
        for (RunDraft draft : collector.runs) {
            draft.attributes(added);
            options.tags().forEach(draft::tag);
        }
        StoredInput stored = store.transactionStoringInputs(
                session -> session.storeInput(collector.runs, sourceFile, hash, formerHash));
        if (stored instanceof StoredInput.OnlyPartlyIn partly) {
            return failed(unit.path(), format, "only part of it is in the store (runs from "
                    + partly.firstRunId() + " on), left by a process killed while storing it; benchlens store "
                    + "repair leaves that part out, then import the file again");
        }
        if (stored instanceof StoredInput.AlreadyIn already) {
            // another file of the same content, such as the file and its gzipped copy: say which
            List<String> notes = new ArrayList<>(collector.notes);
            if (already.sourceFile() != null && !already.sourceFile().equals(sourceFile)) {
                notes.add("the same content as run " + already.firstRunId() + ", imported from "
                        + already.sourceFile());
            }
            return new ImportResult(unit.path(), ImportResult.Status.DUPLICATE, format, List.of(),
                    already.firstRunId(), null, notes);
        }
        return new ImportResult(unit.path(), ImportResult.Status.IMPORTED, format,
                ((StoredInput.Stored) stored).runIds(), 0, null, collector.notes);
    }

    /** A file the user named fails; one met while walking a folder is only skipped. */
    private ImportResult notRecognised(ImportUnit unit, Peek peek) {
        if (!unit.explicit()) {
            return new ImportResult(unit.path(), ImportResult.Status.SKIPPED, null, List.of(), 0,
                    new ImportProblem(unit.path().toString(), 0, 0, "not a benchmark result BenchLens knows"),
                    List.of());
        }
        Optional<String> unread = peek.isEmpty() || peek.binary() ? Optional.empty() : registry.unreadNote(peek);
        if (unread.isPresent()) {
            return failed(unit.path(), null, CutEnd.withCut(unit.path(), 0, unread.get()));
        }
        String what = peek.isEmpty() ? "the file is empty"
                : peek.binary() ? registry.binaryNote(peek).orElse("the file is binary, not text")
                : "not a format BenchLens knows (it starts with \""
                        + Texts.abbreviate(VisibleText.of(peek.firstNonBlankLine()), 40) + "\")";
        // the formats' names would make a refusal of 500 characters: the count and where they are listed
        String expected = what + "; it is none of the formats BenchLens reads ("
                + registry.formatCount() + ", listed in the README's format table)";
        return failed(unit.path(), null, peek.binary() ? expected : CutEnd.withCut(unit.path(), 0, expected));
    }

    private static ImportResult failed(Path path, String format, String message) {
        return failed(path, format, new ImportProblem(path.toString(), 0, 0, message));
    }

    private static ImportResult failed(Path path, String format, ImportProblem problem) {
        return new ImportResult(path, ImportResult.Status.FAILED, format, List.of(), 0, problem, List.of());
    }

    /** The size for progress; a file whose size cannot be read reports none. */
    private static long sizeOf(Path path) {
        try {
            return Files.size(path);
        } catch (IOException e) {
            return 0;
        }
    }

    /** Gathers what an importer emits; runs are stored once the whole input has been read. */
    private static final class Collector implements ImportContext {
        private final List<RunDraft> runs = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();
        private final BooleanSupplier cancelled;

        Collector(BooleanSupplier cancelled) {
            this.cancelled = cancelled;
        }

        @Override
        public void emit(RunDraft run) {
            if (runs.size() == MAX_RUNS_PER_INPUT) {
                throw new TooManyRuns();
            }
            runs.add(run);
        }

        @Override
        public void note(String message) {
            if (!notes.contains(message)) {
                notes.add(message);
            }
        }

        @Override
        public void checkCancelled() {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("import cancelled");
            }
        }
    }

    /** An input with more runs than one import holds. */
    private static final class TooManyRuns extends RuntimeException {
        TooManyRuns() {
            super(null, null, false, false);
        }
    }
}
