package org.benchlens.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Turns the paths a user gave into units of import: files, and report folders read as one. */
final class ImportPlanner {

    private final ImporterRegistry registry;

    ImportPlanner(ImporterRegistry registry) {
        this.registry = registry;
    }

    List<ImportUnit> plan(List<Path> paths) throws IOException {
        List<ImportUnit> units = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                walk(path, units);
            } else {
                units.add(ImportUnit.file(path, true));
            }
        }
        return units;
    }

    private void walk(Path folder, List<ImportUnit> units) throws IOException {
        Set<Path> claimed = new HashSet<>();
        var claim = registry.claim(folder);
        if (claim.isPresent()) {
            units.add(ImportUnit.folder(folder, claim.get()));
            claimed.addAll(claim.get().files());
        }
        List<Path> children;
        try (Stream<Path> list = Files.list(folder)) {
            children = list.sorted().toList();
        } catch (NoSuchFileException e) {
            return;
        }
        for (Path child : children) {
            if (claimed.contains(child) || isIgnored(child)) {
                continue;
            }
            if (Files.isDirectory(child)) {
                walk(child, units);
            } else if (Files.isRegularFile(child)) {
                units.add(ImportUnit.file(child, false));
            }
        }
    }

    /** Hidden files, attribute side files and read-me files are not results. */
    private static boolean isIgnored(Path path) {
        String name = path.getFileName().toString();
        return name.startsWith(".") || name.endsWith(SidecarAttributes.SUFFIX)
                || name.equals(SidecarAttributes.FOLDER_FILE) || name.toUpperCase().startsWith("README");
    }
}
