package org.benchlens.imports.ibench;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;

/** Reads a report folder with {@link IbenchFolderImporter} the way the import service does, without a store. */
final class ReportReads {

    private ReportReads() {
    }

    static ImportHarness.Read folder(Path folder) throws Exception {
        IbenchFolderImporter importer = new IbenchFolderImporter();
        List<Path> claimed = importer.claim(folder);
        if (claimed.isEmpty()) {
            throw new AssertionError("the folder importer does not claim " + folder);
        }
        ImportHarness.Collector collector = new ImportHarness.Collector();
        importer.read(folder, claimed, collector);
        return collector.read();
    }

    static RunDraft run(ImportHarness.Read read, String name) {
        return read.runs().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no run " + name));
    }

    static List<String> names(ImportHarness.Read read) {
        return read.runs().stream().map(RunDraft::name).toList();
    }
}
