package org.benchlens.runner;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.model.Attributes;

/**
 * Imports the result files a workload left behind (k6's summary and points), the same way as
 * any import: each file in its own transaction, by the importer that recognises it. The runner
 * may not use the importers itself; the command line and the window hand it this.
 */
@FunctionalInterface
public interface ResultFiles {

    /** For a runner whose workloads measure by themselves and leave no files. */
    ResultFiles NONE = (files, attributes) -> {
        throw new RunnerException("this runner cannot import result files; start it with the importers");
    };

    /**
     * @param attributes added to every run stored (they win over what the files say)
     * @return what became of each file, in the order given
     */
    List<ImportedFile> importFiles(List<Path> files, Attributes attributes) throws RunnerException;

    /**
     * One file imported.
     *
     * @param runIds  the runs stored from it, empty when it failed
     * @param problem one sentence on why nothing was stored, or null
     */
    record ImportedFile(Path file, List<Long> runIds, String problem) {

        public ImportedFile {
            runIds = List.copyOf(runIds);
        }
    }
}
