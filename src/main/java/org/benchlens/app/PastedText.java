package org.benchlens.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Text pasted into the window (a sweep block, a result table from an issue comment, a k6
 * end-of-test summary), written to a file of its own so that it goes through the same import as a
 * file: the same detection, the same problems with line numbers, the same duplicate check.
 */
final class PastedText {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HHmmss");
    private static final int NAME_LENGTH = 40;

    private PastedText() {
    }

    /**
     * Writes the text to a new temporary folder, in a file named after its first line (the
     * importers name runs after the file when the text does not name them).
     */
    static Path write(String text, LocalDateTime now) throws IOException {
        Path folder = Files.createTempDirectory("benchlens-paste");
        Path file = folder.resolve(fileName(text, now));
        Files.writeString(file, text.endsWith("\n") ? text : text + "\n", StandardCharsets.UTF_8);
        return file;
    }

    /** Removes the file and its folder once imported: the store keeps the bytes' hash, not the file. */
    static void discard(Path file) {
        try {
            Files.deleteIfExists(file);
            Files.deleteIfExists(file.getParent());
        } catch (IOException e) {
            file.toFile().deleteOnExit();
        }
    }

    static String fileName(String text, LocalDateTime now) {
        String firstLine = text.strip().lines().findFirst().orElse("").strip();
        String words = firstLine.replaceAll("[^\\p{Alnum}._-]+", " ").strip();
        if (words.length() > NAME_LENGTH) {
            words = words.substring(0, NAME_LENGTH).strip();
        }
        return "pasted " + (words.isEmpty() ? "" : words + " ") + STAMP.format(now) + ".txt";
    }
}
