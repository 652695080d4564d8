package org.benchlens.store;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks, before H2 tries, that an embedded store's file can be where it is asked to be: H2 itself
 * answers a path under a regular file with a page of stack trace.
 */
final class StoreFolder {

    private StoreFolder() {
    }

    static void check(StoreLocation location, Path storeFile) {
        Path data = Path.of(storeFile + ".mv.db");
        if (Files.exists(data)) {
            return;
        }
        Path folder = storeFile.toAbsolutePath().getParent();
        while (folder != null && !Files.exists(folder)) {
            folder = folder.getParent();
        }
        if (folder == null) {
            return;
        }
        if (!Files.isDirectory(folder)) {
            throw new StoreUnavailableException("cannot open the store at " + location.describe() + ": "
                    + folder + " is a file, not a folder", null);
        }
        if (!Files.isWritable(folder)) {
            throw new StoreUnavailableException("cannot open the store at " + location.describe()
                    + ": no permission to write in " + folder, null);
        }
    }
}
