package org.benchlens.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javafx.stage.FileChooser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File dialogs open where the person last chose a file of the same purpose. */
class LastFolderTest {

    @TempDir
    Path folder;

    @Test
    void aSaveDialogOpensWhereTheLastFileWasWrittenAndAnOpenDialogWhereTheLastWasRead() throws IOException {
        Path charts = Files.createDirectories(folder.resolve("post/charts"));
        Path results = Files.createDirectories(folder.resolve("results/nightly"));
        LastFolder.SAVE.remember(charts.resolve("sweep.png").toFile());
        LastFolder.OPEN.remember(java.util.List.of(Files.writeString(results.resolve("summary.json"), "{}").toFile()));

        FileChooser save = new FileChooser();
        LastFolder.SAVE.startIn(save);
        FileChooser open = new FileChooser();
        LastFolder.OPEN.startIn(open);

        assertThat(save.getInitialDirectory()).isEqualTo(charts.toFile());
        assertThat(open.getInitialDirectory()).isEqualTo(results.toFile());
    }

    @Test
    void aFolderThatIsGoneIsNotOfferedAndACancelledDialogChangesNothing() throws IOException {
        Path gone = Files.createDirectories(folder.resolve("gone"));
        LastFolder.SAVE.remember(gone.resolve("table.csv").toFile());
        LastFolder.SAVE.remember((File) null);
        Files.delete(gone);

        FileChooser save = new FileChooser();
        LastFolder.SAVE.startIn(save);

        assertThat(save.getInitialDirectory()).isNull();
    }
}
