package org.benchlens.imports.locust;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.benchlens.imports.FolderImporter;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Peek;
import org.benchlens.model.RunDraft;

/**
 * The files of each Locust {@code --csv} prefix in a folder read as one run: the statistics, the
 * history's series, and the failures and exceptions by kind (decision 0162). A prefix is a run when it
 * has its statistics or its history; a run a prefix, in the order of their names.
 */
public final class LocustFolderImporter implements FolderImporter {

    private static final String FAILURES_ALONE = "this is Locust's %s file, which BenchLens reads only with the"
            + " statistics of its run: import the folder that holds it and its PREFIX_stats.csv";

    @Override
    public String format() {
        return LocustFile.FORMAT;
    }

    @Override
    public List<Path> claim(Path folder) throws IOException {
        List<Path> claimed = new ArrayList<>();
        for (Map<LocustFile, Path> run : runs(folder).values()) {
            if (run.containsKey(LocustFile.STATS) || run.containsKey(LocustFile.HISTORY)) {
                claimed.addAll(run.values());
            }
        }
        return claimed;
    }

    /** Why a failures or exceptions file is not read alone; empty for any other input. */
    public static Optional<String> partAlone(Peek peek) {
        LocustFile kind = LocustFile.of(peek);
        return kind == LocustFile.FAILURES || kind == LocustFile.EXCEPTIONS
                ? Optional.of(String.format(FAILURES_ALONE, kind == LocustFile.FAILURES ? "failures" : "exceptions"))
                : Optional.empty();
    }

    @Override
    public void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure {
        Map<String, Map<LocustFile, Path>> runs = new TreeMap<>();
        for (Path file : claimed) {
            for (LocustFile kind : LocustFile.values()) {
                String prefix = kind.prefixOf(file);
                if (prefix != null) {
                    runs.computeIfAbsent(prefix, p -> new EnumMap<>(LocustFile.class)).put(kind, file);
                }
            }
        }
        for (Map.Entry<String, Map<LocustFile, Path>> run : runs.entrySet()) {
            context.emit(read(run.getKey(), run.getValue(), context));
        }
    }

    private static RunDraft read(String prefix, Map<LocustFile, Path> files, ImportContext context)
            throws IOException, ImportFailure {
        RunDraft draft = LocustRun.draft(prefix);
        boolean whole = true;
        if (files.containsKey(LocustFile.STATS)) {
            whole = inFile(files.get(LocustFile.STATS), source -> LocustStats.read(source, context, draft));
        }
        if (files.containsKey(LocustFile.HISTORY)) {
            LocustHistory history = inFile(files.get(LocustFile.HISTORY), source -> LocustHistory.read(source, context));
            history.addSeriesTo(draft);
            if (!files.containsKey(LocustFile.STATS)) {
                history.addTotalsTo(draft);
            }
            whole &= history.whole();
        }
        if (files.containsKey(LocustFile.FAILURES)) {
            whole &= inFile(files.get(LocustFile.FAILURES), source -> LocustFailures.readFailures(source, context, draft));
        }
        if (files.containsKey(LocustFile.EXCEPTIONS)) {
            whole &= inFile(files.get(LocustFile.EXCEPTIONS),
                    source -> LocustFailures.readExceptions(source, context, draft));
        }
        LocustRun.ended(draft, whole);
        return draft;
    }

    /** Reading one file of a run. */
    private interface FileRead<T> {
        T read(ImportSource source) throws IOException, ImportFailure;
    }

    /** Reads one file of the folder, a failure in it naming it. */
    private static <T> T inFile(Path file, FileRead<T> read) throws IOException, ImportFailure {
        try {
            return read.read(ImportSource.of(file));
        } catch (ImportFailure e) {
            throw new ImportFailure(e.line(), e.column(), file.getFileName() + ": " + e.getMessage(), e);
        }
    }

    /** The Locust files of a folder by prefix and kind, each recognised by its name and its header. */
    private static Map<String, Map<LocustFile, Path>> runs(Path folder) throws IOException {
        Map<String, Map<LocustFile, Path>> runs = new TreeMap<>();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            for (LocustFile kind : LocustFile.values()) {
                String prefix = kind.prefixOf(file);
                if (prefix != null && LocustFile.of(ImportSource.of(file).peek()) == kind) {
                    runs.computeIfAbsent(prefix, p -> new EnumMap<>(LocustFile.class)).put(kind, file);
                }
            }
        }
        return runs;
    }
}
