package org.benchlens.app;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.benchlens.export.WholeFile;

/** The one way a table reaches a file: as UTF-8 text, whole or not at all. */
public final class TextFiles {

    private TextFiles() {
    }

    /** Writes what {@code text} prints to the file; a failure leaves the file that was there before. */
    public static void write(Path file, Consumer<PrintWriter> text) throws IOException {
        WholeFile.write(file, stream -> {
            PrintWriter writer = new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
            text.accept(writer);
            writer.flush();
            if (writer.checkError()) {
                throw new IOException("could not write " + file);
            }
        });
    }
}
