package org.benchlens.runner;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds a benchmark tool's program: the path the user gave, else the first match on PATH. */
public final class ToolExecutable {

    private ToolExecutable() {
    }

    /** The program at {@code given} when that is executable; empty when it is not (no PATH look-up then). */
    public static Optional<Path> at(String given) {
        Path path = Path.of(given.strip());
        return Files.isExecutable(path) && !Files.isDirectory(path) ? Optional.of(path) : Optional.empty();
    }

    /** The first {@code name} (or {@code name.exe}) in the folders of {@code pathEnv}. */
    public static Optional<Path> onPath(String name, String pathEnv) {
        if (pathEnv == null) {
            return Optional.empty();
        }
        for (String folder : pathEnv.split(File.pathSeparator)) {
            for (String file : new String[] {name, name + ".exe"}) {
                Path candidate = Path.of(folder.isEmpty() ? "." : folder, file);
                if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** {@code given} when there is one, else the PATH. */
    public static Optional<Path> find(String given, String name, String pathEnv) {
        return given != null && !given.isBlank() ? at(given) : onPath(name, pathEnv);
    }

    /**
     * One sentence for a tool given with {@code --NAME} that was not found: where BenchLens looked,
     * {@code install} (how to get it), and the option that names its path.
     */
    public static String notFound(String name, String given, String install) {
        return name + " is not installed or not executable " + (given == null || given.isBlank() ? "on PATH"
                : "at " + given.strip() + " (given with --" + name + ")") + "; " + install
                + ", or give its path with --" + name + " PATH.";
    }
}
