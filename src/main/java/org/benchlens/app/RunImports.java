package org.benchlens.app;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.benchlens.imports.ImportListener;
import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.runner.ResultFiles;
import org.benchlens.store.SettingRepository;
import org.benchlens.store.Store;

/**
 * Every way runs come in: files and folders, pasted text, the sample data of a new store, and the
 * result files a runner leaves (k6's). All go through the same importers; each input is stored
 * whole or not at all.
 */
public final class RunImports {

    private final Store store;

    RunImports(Store store) {
        this.store = store;
    }

    private ImportService service() {
        return new ImportService(store, ImporterRegistry.standard());
    }

    /** Imports files and folders (recursively; .gz transparently). */
    public ImportSummary paths(List<Path> paths, ImportOptions options, ImportListener listener,
                               BooleanSupplier cancelled) {
        return service().importPaths(paths, options, listener, cancelled);
    }

    /** Imports text pasted into the window, through a file named after it (see {@link PastedText}). */
    public ImportSummary text(String text, ImportOptions options, ImportListener listener, BooleanSupplier cancelled)
            throws IOException {
        Path file = PastedText.write(text, LocalDateTime.now());
        try {
            return paths(List.of(file), options, listener, cancelled);
        } finally {
            PastedText.discard(file);
        }
    }

    /**
     * True, once, for a new store that never held runs: it should get the sample data. The store
     * remembers that it was asked, so a store emptied later is left alone.
     */
    public boolean claimSampleData() {
        return store.transaction(session -> {
            boolean fresh = session.settings().get(SettingRepository.SAMPLE_DATA_IMPORTED).isEmpty()
                    && session.runs().count() == 0;
            session.settings().set(SettingRepository.SAMPLE_DATA_IMPORTED, fresh ? "yes" : "not needed");
            return fresh;
        });
    }

    /** The runner's result files (k6's), imported by the same importers as any file. */
    public ResultFiles resultFiles() {
        ImportService service = service();
        return (files, attributes) -> service.importPaths(files, new ImportOptions(attributes, List.of()))
                .results().stream()
                .map(result -> new ResultFiles.ImportedFile(result.path(), result.runIds(),
                        result.status() == ImportResult.Status.IMPORTED ? null : result.describe()))
                .toList();
    }
}
