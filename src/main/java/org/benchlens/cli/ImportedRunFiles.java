package org.benchlens.cli;

import java.util.List;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.runner.ResultFiles;
import org.benchlens.store.Store;

/** The runner's result files (k6's) imported by the same importers as {@code benchlens import}. */
final class ImportedRunFiles {

    private ImportedRunFiles() {
    }

    static ResultFiles into(Store store) {
        ImportService service = new ImportService(store, ImporterRegistry.standard());
        return (files, attributes) -> service.importPaths(files, new ImportOptions(attributes, List.of()))
                .results().stream()
                .map(result -> new ResultFiles.ImportedFile(result.path(), result.runIds(),
                        result.status() == ImportResult.Status.IMPORTED ? null : result.describe()))
                .toList();
    }
}
