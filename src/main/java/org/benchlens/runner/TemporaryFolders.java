package org.benchlens.runner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The folders a workload makes for itself (k6's results, an embedded database's files). */
public final class TemporaryFolders {

    private TemporaryFolders() {
    }

    /**
     * Removes {@code folder} and all it holds, as far as it can; never throws, so that it may run
     * while a failure is on its way out. A temporary folder left behind is harmless.
     */
    public static void deleteQuietly(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // left behind
        }
    }
}
