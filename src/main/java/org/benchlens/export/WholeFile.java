package org.benchlens.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: beside its place first, then moved there, so that a failure
 * halfway leaves the file that was there before (or none), never half a table or chart. Tables and
 * charts reach their files through it (app.TextFiles, app.ChartExports).
 */
public final class WholeFile {

    /** What goes into the file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private WholeFile() {
    }

    public static void write(Path file, Content content) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path partial = absolute.resolveSibling("." + absolute.getFileName() + ".part");
        try {
            try (OutputStream out = Files.newOutputStream(partial)) {
                content.writeTo(out);
            }
            Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
