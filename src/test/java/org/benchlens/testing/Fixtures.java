package org.benchlens.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real benchmark files in {@code ../shared/fixtures}. In a fresh clone without that folder
 * the tests that need them are skipped, with a message that says so.
 */
public final class Fixtures {

    private static final Path ROOT = Path.of(System.getProperty("benchlens.fixtures", "../shared/fixtures"));

    private Fixtures() {
    }

    public static Path root() {
        assumeTrue(Files.isDirectory(ROOT),
                "skipped: the shared fixtures folder " + ROOT.toAbsolutePath().normalize() + " is absent");
        return ROOT;
    }

    /** A fixture by its path under the fixtures folder, such as {@code k6/01_....json}. */
    public static Path path(String relative) {
        Path path = root().resolve(relative);
        assumeTrue(Files.exists(path), "skipped: fixture " + path + " is absent");
        return path;
    }

    /** The one fixture in {@code folder} whose name starts with {@code prefix} ("k6", "01_"). */
    public static Path find(String folder, String prefix) {
        try (var files = Files.list(root().resolve(folder))) {
            return files.filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst()
                    .orElseThrow(() -> new AssertionError("no fixture " + folder + "/" + prefix + "*"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
