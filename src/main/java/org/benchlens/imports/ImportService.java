package org.benchlens.imports;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.zip.ZipException;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.store.StoreException;
import org.benchlens.store.StoreUnavailableException;

/**
 * Imports files and folders: picks the importer by content, reads, and stores each file's runs
 * in one transaction, so that a file is stored whole or not at all. A file that fails leaves the
 * store as it was and the others still import.
 */
public final class ImportService {

    private final Store store;
    private final ImporterRegistry registry;

    public ImportService(Store store, ImporterRegistry registry) {
        this.store = store;
        this.registry = registry;
    }

    public ImportSummary importPaths(List<Path> paths, ImportOptions options, ImportListener listener,
                                     BooleanSupplier cancelled) {
        List<ImportUnit> units;
        List<ImportResult> results = new ArrayList<>();
        try {
            units = new ImportPlanner(registry).plan(paths);
        } catch (IOException e) {
            Path first = paths.isEmpty() ? Path.of(".") : paths.get(0);
            results.add(failed(first, null, new ImportProblem(first.toString(), 0, 0,
                    "cannot list the folder: " + e.getMessage())));
            return new ImportSummary(results);
        }
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
                result = failed(unit.path(), null, new ImportProblem(unit.path().toString(), 0, 0,
                        "not stored, and the import stopped: " + e.getMessage()));
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
        String file = path.toString();
        Collector collector = new Collector(cancelled);
        String format = unit.isFolder() ? unit.folderClaim().importer().format() : null;
        try {
            String hash;
            if (unit.isFolder()) {
                unit.folderClaim().importer().read(path, unit.files(), collector);
                hash = hashOfFiles(unit.files());
            } else {
                if (!Files.exists(path)) {
                    return failed(path, null, new ImportProblem(file, 0, 0, "no such file"));
                }
                long size = Files.size(path);
                ImportSource source = new ImportSource(path, done -> listener.progress(done, size));
                Peek peek = source.peek();
                if (peek.isEmpty() || peek.binary()) {
                    String why = peek.isEmpty() ? "the file is empty" : "the file is binary, not text";
                    return notRecognised(unit, why + "; expected one of: " + registry.describeFormats());
                }
                var importer = registry.detect(peek);
                if (importer.isEmpty()) {
                    return notRecognised(unit, "not a format BenchLens knows (it starts with \""
                            + abbreviate(peek.firstNonBlankLine()) + "\"); expected one of: "
                            + registry.describeFormats());
                }
                format = importer.get().format();
                importer.get().read(source, collector);
                hash = source.sha256();
            }
            if (collector.runs.isEmpty()) {
                return failed(path, format, new ImportProblem(file, 0, 0,
                        "no results found: it looks like " + format + " but holds no run"));
            }
            return store(unit, format, hash, collector, options);
        } catch (ImportFailure e) {
            return failed(path, format, new ImportProblem(file, e.line(), e.column(), e.getMessage()));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            return failed(path, format, new ImportProblem(file, at == null ? 0 : at.getLineNr(),
                    at == null ? 0 : at.getColumnNr(), "not valid JSON: " + e.getOriginalMessage()));
        } catch (CancellationException e) {
            return new ImportResult(path, ImportResult.Status.CANCELLED, format, List.of(), 0, null, List.of());
        } catch (ZipException | EOFException e) {
            return failed(path, format, new ImportProblem(file, 0, 0,
                    "the file ends early or its gzip data is damaged (" + e.getMessage() + ")"));
        } catch (NoSuchFileException e) {
            return failed(path, format, new ImportProblem(file, 0, 0, "no such file: " + e.getMessage()));
        } catch (IOException e) {
            return failed(path, format, new ImportProblem(file, 0, 0, "cannot read it: " + e.getMessage()));
        } catch (StoreUnavailableException e) {
            throw e;
        } catch (StoreException e) {
            return failed(path, format, new ImportProblem(file, 0, 0, "could not store it: " + e.getMessage()));
        } catch (RuntimeException e) {
            return failed(path, format, new ImportProblem(file, 0, 0,
                    "BenchLens could not read it as " + format + " (" + e + "); please report this with the file"));
        }
    }

    private ImportResult store(ImportUnit unit, String format, String hash, Collector collector,
                               ImportOptions options) throws IOException {
        Attributes added = SidecarAttributes.forInput(unit.path()).withAll(options.attributes());
        String sourceFile = unit.path().toAbsolutePath().normalize().toString();
        return store.transaction(session -> {
            OptionalLong existing = session.runs().findBySourceHash(hash);
            if (existing.isPresent()) {
                return new ImportResult(unit.path(), ImportResult.Status.DUPLICATE, format, List.of(),
                        existing.getAsLong(), null, collector.notes);
            }
            List<Long> ids = new ArrayList<>();
            for (RunDraft draft : collector.runs) {
                draft.attributes(added);
                options.tags().forEach(draft::tag);
                Run run = session.save(draft, sourceFile, hash);
                ids.add(run.id());
            }
            return new ImportResult(unit.path(), ImportResult.Status.IMPORTED, format, ids, 0, null,
                    collector.notes);
        });
    }

    private ImportResult notRecognised(ImportUnit unit, String why) {
        ImportProblem problem = new ImportProblem(unit.path().toString(), 0, 0, why);
        return unit.explicit()
                ? failed(unit.path(), null, problem)
                : new ImportResult(unit.path(), ImportResult.Status.SKIPPED, null, List.of(), 0,
                        new ImportProblem(unit.path().toString(), 0, 0, "not a benchmark result BenchLens knows"),
                        List.of());
    }

    private static ImportResult failed(Path path, String format, ImportProblem problem) {
        return new ImportResult(path, ImportResult.Status.FAILED, format, List.of(), 0, problem, List.of());
    }

    /** One hash over the names and bytes of a folder's files, so a report folder is recognised as a whole. */
    private static String hashOfFiles(List<Path> files) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        for (Path file : files.stream().sorted().toList()) {
            digest.update(file.getFileName().toString().getBytes(StandardCharsets.UTF_8));
            try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
                in.transferTo(OutputStream.nullOutputStream());
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static String abbreviate(String text) {
        String clean = text.replaceAll("\\p{Cntrl}", "?");
        return clean.length() <= 60 ? clean : clean.substring(0, 57) + "...";
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
}
