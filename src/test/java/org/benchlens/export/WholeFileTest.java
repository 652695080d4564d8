package org.benchlens.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file is replaced whole or left as it was, and nothing is left beside it. */
class WholeFileTest {

    @TempDir
    Path folder;

    @Test
    void aWriteThatFailsHalfwayLeavesTheOldFileAsItWas() throws IOException {
        Path table = folder.resolve("compare.csv");
        Files.writeString(table, "instance,total\r\nr5,2583\r\n");

        assertThatThrownBy(() -> WholeFile.write(table, out -> {
            out.write("instance,total\r\nr6g,".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        })).isInstanceOf(IOException.class).hasMessage("disk full");

        assertThat(table).hasContent("instance,total\r\nr5,2583\r\n");
        assertThat(listing()).containsExactly("compare.csv");
    }

    @Test
    void aWriteThatCompletesReplacesTheFileAndLeavesNothingBeside() throws IOException {
        Path table = folder.resolve("compare.csv");
        Files.writeString(table, "old");

        WholeFile.write(table, out -> out.write("instance,total\r\nr6g,2802\r\n".getBytes(StandardCharsets.UTF_8)));

        assertThat(table).hasContent("instance,total\r\nr6g,2802\r\n");
        assertThat(listing()).containsExactly("compare.csv");
    }

    @Test
    void aPlaceThatIsAFolderIsRefusedAndNothingIsLeftBeside() throws IOException {
        Path taken = Files.createDirectory(folder.resolve("taken"));
        Files.writeString(taken.resolve("inside.txt"), "kept");

        assertThatThrownBy(() -> WholeFile.write(taken, out -> out.write(1))).isInstanceOf(IOException.class);

        assertThat(listing()).containsExactly("taken");
        assertThat(taken.resolve("inside.txt")).hasContent("kept");
    }

    private java.util.List<String> listing() throws IOException {
        try (var files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
