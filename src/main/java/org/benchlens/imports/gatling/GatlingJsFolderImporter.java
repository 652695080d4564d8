package org.benchlens.imports.gatling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.benchlens.imports.FolderImporter;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;

/**
 * The {@code js/} folder of a Gatling report up to 3.13.5: {@code stats.json}, {@code global_stats.json} and
 * {@code stats.js} are one run's statistics written up to three times, so they are read as one run, from the most
 * complete of them (every group and request: {@code stats.json}, then {@code stats.js}; all requests only:
 * {@code global_stats.json}), and a note names the others.
 */
public final class GatlingJsFolderImporter implements FolderImporter {

    /** The report's statistics files, the most complete first. */
    private static final List<String> FILES = List.of("stats.json", "stats.js", "global_stats.json");

    private final GatlingStatsImporter statistics = new GatlingStatsImporter();

    @Override
    public String format() {
        return GatlingStatsImporter.FORMAT;
    }

    /** The statistics files of a report's js/ folder, when two or more of them are Gatling's. */
    @Override
    public List<Path> claim(Path folder) throws IOException {
        List<Path> claimed = statisticsFiles(folder);
        return claimed.size() >= 2 ? claimed : List.of();
    }

    /** The files of a js/ folder that hold Gatling's statistics, the most complete first. */
    List<Path> statisticsFiles(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String name : FILES) {
            Path file = folder.resolve(name);
            if (Files.isRegularFile(file) && statistics.detect(ImportSource.of(file).peek())) {
                files.add(file);
            }
        }
        return files;
    }

    @Override
    public void read(Path folder, List<Path> claimed, ImportContext context) throws IOException, ImportFailure {
        readMostComplete(claimed, context);
    }

    /** Reads the first of a report's statistics files (the most complete), and names the others in a note. */
    void readMostComplete(List<Path> files, ImportContext context) throws IOException, ImportFailure {
        Path read = files.get(0);
        try {
            statistics.read(ImportSource.of(read), context);
        } catch (ImportFailure e) {
            throw new ImportFailure(e.line(), e.column(), read.getFileName() + ": " + e.getMessage(), e);
        }
        if (files.size() > 1) {
            String others = files.stream().skip(1).map(file -> file.getFileName().toString())
                    .collect(Collectors.joining(" and "));
            context.note(others + " of the same report hold the same figures as " + read.getFileName()
                    + ", which is read: one run");
        }
    }
}
