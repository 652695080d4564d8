package org.benchlens.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TemporaryFoldersTest {

    @Test
    void removesTheFolderWithEverythingInIt(@TempDir Path parent) throws Exception {
        Path folder = Files.createDirectories(parent.resolve("benchlens-pg-1/base/1"));
        Files.writeString(folder.resolve("16384"), "rows");
        Files.writeString(parent.resolve("benchlens-pg-1/postgresql.conf"), "port = 5432");

        TemporaryFolders.deleteQuietly(parent.resolve("benchlens-pg-1"));

        assertThat(parent).isEmptyDirectory();
    }

    @Test
    void aFolderAlreadyGoneIsNoFailure(@TempDir Path parent) {
        TemporaryFolders.deleteQuietly(parent.resolve("gone"));

        assertThat(parent).isEmptyDirectory();
    }
}
