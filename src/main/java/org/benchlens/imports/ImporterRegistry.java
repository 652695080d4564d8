package org.benchlens.imports;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.benchlens.imports.k6.K6TextSummaryImporter;
import org.benchlens.imports.table.ResultTableImporter;

/** The importers BenchLens knows, asked in order; the first that recognises an input reads it. */
public final class ImporterRegistry {

    private final List<Importer> importers;
    private final List<FolderImporter> folderImporters;

    public ImporterRegistry(List<Importer> importers, List<FolderImporter> folderImporters) {
        this.importers = List.copyOf(importers);
        this.folderImporters = List.copyOf(folderImporters);
    }

    /** Every format of this version of BenchLens. */
    public static ImporterRegistry standard() {
        List<Importer> importers = new ArrayList<>();
        importers.add(new K6TextSummaryImporter());
        importers.add(new ResultTableImporter());
        List<FolderImporter> folders = new ArrayList<>();
        return new ImporterRegistry(importers, folders);
    }

    public Optional<Importer> detect(Peek peek) {
        if (peek.binary() || peek.isEmpty()) {
            return Optional.empty();
        }
        return importers.stream().filter(importer -> importer.detect(peek)).findFirst();
    }

    public Optional<FolderClaim> claim(Path folder) throws IOException {
        for (FolderImporter importer : folderImporters) {
            List<Path> files = importer.claim(folder);
            if (!files.isEmpty()) {
                return Optional.of(new FolderClaim(importer, files));
            }
        }
        return Optional.empty();
    }

    public List<Importer> importers() {
        return importers;
    }

    /** The formats known, for a message that says what was expected. */
    public String describeFormats() {
        return importers.stream().map(Importer::description).distinct().collect(Collectors.joining("; "));
    }

    /** A folder read as one result, and the files of it that the importer reads. */
    public record FolderClaim(FolderImporter importer, List<Path> files) {
    }
}
