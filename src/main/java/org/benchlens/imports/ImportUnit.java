package org.benchlens.imports;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One thing to import in one transaction: a file, or a folder that a {@link FolderImporter}
 * reads as one result.
 *
 * @param explicit true when the user named this file; a file met while walking a folder is
 *                 skipped, not failed, when no importer knows it
 * @param refusal  why the path cannot be read at all (a loop of links, a named pipe, a folder
 *                 without permission), or null
 */
record ImportUnit(Path path, boolean explicit, ImporterRegistry.FolderClaim folderClaim, String refusal) {

    ImportUnit {
        Objects.requireNonNull(path, "path");
    }

    static ImportUnit file(Path path, boolean explicit) {
        return new ImportUnit(path, explicit, null, null);
    }

    static ImportUnit folder(Path folder, ImporterRegistry.FolderClaim claim) {
        return new ImportUnit(folder, true, claim, null);
    }

    /** A path that is not read, and why; {@code failing} when the user must hear it as a failure. */
    static ImportUnit refused(Path path, boolean failing, String why) {
        return new ImportUnit(path, failing, null, why);
    }

    boolean isFolder() {
        return folderClaim != null;
    }

    List<Path> files() {
        return isFolder() ? folderClaim.files() : List.of(path);
    }
}
