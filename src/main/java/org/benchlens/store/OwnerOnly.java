package org.benchlens.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Keeps a store's folder and files to their owner (0700 and 0600 at most) whatever the umask: the file holds the
 * whole history, and the lock file the key of the store's listener. On a file system without POSIX
 * permissions nothing is changed.
 */
final class OwnerOnly {

    static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private OwnerOnly() {
    }

    /** Creates {@code folder} and the folders above it that are missing, each 0700. */
    static void createFolders(Path folder) throws IOException {
        Path absolute = folder.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            return;
        }
        Path parent = absolute.getParent();
        if (parent != null) {
            createFolders(parent);
        }
        try {
            Files.createDirectory(absolute);
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // another process made it meanwhile
            return;
        }
        restrict(absolute, FOLDER);
    }

    /**
     * Keeps the files of the H2 store {@code store} (its path without ".mv.db") to their owner: the data, H2's
     * lock and trace files and the secret; and the default store's folder, which BenchLens made.
     */
    static void store(Path store) {
        files(Path.of(store + ".mv.db"), Path.of(store + ".lock.db"), Path.of(store + ".trace.db"),
                Path.of(store + StoreSecret.SUFFIX));
        Path defaultFolder = StoreLocation.defaultFile().getParent();
        if (store.toAbsolutePath().normalize().getParent().equals(defaultFolder.toAbsolutePath().normalize())) {
            folder(defaultFolder);
        }
    }

    /** Makes each existing file of {@code files} 0600; a file of another owner is left as it is. */
    static void files(Path... files) {
        for (Path file : files) {
            if (Files.isRegularFile(file)) {
                restrict(file, FILE);
            }
        }
    }

    /** Makes an existing folder 0700. */
    static void folder(Path folder) {
        if (Files.isDirectory(folder)) {
            restrict(folder, FOLDER);
        }
    }

    /**
     * Takes from {@code path} every permission of its group and of others, and adds none: a store its owner
     * made read-only stays read-only.
     */
    private static void restrict(Path path, Set<PosixFilePermission> permissions) {
        try {
            Set<PosixFilePermission> now = Files.getPosixFilePermissions(path);
            Set<PosixFilePermission> kept = java.util.EnumSet.noneOf(PosixFilePermission.class);
            kept.addAll(now);
            kept.retainAll(permissions);
            if (!kept.equals(now)) {
                Files.setPosixFilePermissions(path, kept);
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system, or not ours: its owner decides
        }
    }
}
