package org.benchlens.ui;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the sample data (results from the write-ups BenchLens grew from) that a new store is
 * filled with: the folder named by {@code -Dbenchlens.sampleData}, else {@code sample-data}
 * in the working directory, else beside the folder of the jar.
 */
public final class SampleData {

    static final String PROPERTY = "benchlens.sampleData";

    private SampleData() {
    }

    static Optional<Path> locate() {
        List<Path> candidates = new ArrayList<>();
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isBlank()) {
            candidates.add(Path.of(configured));
        }
        candidates.add(Path.of("sample-data"));
        jarFolder().ifPresent(folder -> {
            candidates.add(folder.resolve("sample-data"));
            if (folder.getParent() != null) {
                candidates.add(folder.getParent().resolve("sample-data"));
            }
        });
        return candidates.stream().filter(Files::isDirectory).findFirst().map(p -> p.toAbsolutePath().normalize());
    }

    private static Optional<Path> jarFolder() {
        try {
            Path code = Path.of(SampleData.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Optional.ofNullable(code.getParent());
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
