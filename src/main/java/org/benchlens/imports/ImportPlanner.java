package org.benchlens.imports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Turns the paths a user gave into units of import: files, and report folders read as one.
 * Links are followed, but never back into a folder already walked (a link to "." would walk for
 * ever); what cannot be read becomes a unit that says why, so the rest of the call still imports.
 */
final class ImportPlanner {

    private final ImporterRegistry registry;

    ImportPlanner(ImporterRegistry registry) {
        this.registry = registry;
    }

    List<ImportUnit> plan(List<Path> paths) {
        List<ImportUnit> units = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                walk(path, units, new HashSet<>(), Set.of());
            } else if (Files.exists(path) && !Files.isRegularFile(path)) {
                units.add(ImportUnit.refused(path, true, notAFile()));
            } else {
                units.add(ImportUnit.file(path, true));
            }
        }
        return units;
    }

    /**
     * @param claimedAbove files a report folder above this one reads (a Gatling report's js/ statistics): neither
     *                     imported again nor claimed by this folder's own importer
     */
    private void walk(Path folder, List<ImportUnit> units, Set<Path> walked, Set<Path> claimedAbove) {
        Path real;
        List<Path> children;
        try {
            real = folder.toRealPath();
            if (!walked.add(real)) {
                units.add(ImportUnit.refused(folder, false, "a link back to the folder " + real
                        + ", which is read once"));
                return;
            }
            if (!Files.isExecutable(folder)) {
                // its names can be listed, but nothing in it opened
                units.add(ImportUnit.refused(folder, true, "cannot enter the folder: permission denied"));
                return;
            }
            try (Stream<Path> list = Files.list(folder)) {
                children = list.sorted().toList();
            }
        } catch (IOException e) {
            units.add(ImportUnit.refused(folder, true, "cannot list the folder: " + ReadFailures.reason(e)));
            return;
        }
        Set<Path> claimed = new HashSet<>(claimedAbove);
        try {
            var claim = registry.claim(folder);
            if (claim.isPresent() && claim.get().files().stream().noneMatch(claimedAbove::contains)) {
                units.add(ImportUnit.folder(folder, claim.get()));
                claimed.addAll(claim.get().files());
            }
        } catch (IOException e) {
            units.add(ImportUnit.refused(folder, true, "cannot read the folder: " + ReadFailures.reason(e)));
        }
        for (Path child : children) {
            if (claimed.contains(child) || isIgnored(child)) {
                continue;
            }
            if (Files.isDirectory(child)) {
                walk(child, units, walked, claimed);
            } else if (Files.isRegularFile(child)) {
                units.add(ImportUnit.file(child, false));
            } else if (Files.exists(child)) {
                units.add(ImportUnit.refused(child, false, notAFile()));
            }
        }
    }

    private static String notAFile() {
        return "not a regular file (a named pipe, device or socket); BenchLens reads files and folders";
    }

    /** Hidden files, attribute side files and read-me files are not results. */
    private static boolean isIgnored(Path path) {
        String name = path.getFileName().toString();
        return name.startsWith(".") || name.endsWith(SidecarAttributes.SUFFIX)
                || name.equals(SidecarAttributes.FOLDER_FILE) || name.toUpperCase().startsWith("README");
    }
}
