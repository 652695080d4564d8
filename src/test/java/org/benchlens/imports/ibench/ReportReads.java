package org.benchlens.imports.ibench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.imports.ImportContext;
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
        ImportHarness.Read read = new ImportHarness.Read(new ArrayList<>(), new ArrayList<>());
        importer.read(folder, claimed, new ImportContext() {
            @Override
            public void emit(RunDraft run) {
                read.runs().add(run);
            }

            @Override
            public void note(String message) {
                read.notes().add(message);
            }

            @Override
            public void checkCancelled() {
            }
        });
        return read;
    }

    static RunDraft run(ImportHarness.Read read, String name) {
        return read.runs().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no run " + name));
    }

    static List<String> names(ImportHarness.Read read) {
        return read.runs().stream().map(RunDraft::name).toList();
    }
}
