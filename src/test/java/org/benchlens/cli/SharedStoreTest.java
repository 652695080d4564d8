package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Run;
import org.benchlens.model.RunDraft;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;

/** The window and the command line use one H2 store at the same time, from two processes. */
class SharedStoreTest {

    @TempDir
    Path folder;

    @Test
    void aCommandInAnotherProcessWritesToAStoreThatIsOpenHere() throws IOException, InterruptedException {
        Path storeFile = folder.resolve("store");
        Path results = folder.resolve("rates.txt");
        Files.writeString(results, "GETSingle\n10, 0.00,7438.584307/s\n20, 0.00,11579.30724/s\n");
        try (Store open = Store.open(StoreLocation.file(storeFile))) {
            open.transaction(session -> session.saveInput(new RunDraft("table", "kept open"), null, "here"));

            Process command = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), "org.benchlens.Main",
                    "--store", storeFile.toString(), "import", results.toString())
                    .redirectErrorStream(true).start();
            String output = new String(command.getInputStream().readAllBytes());
            assertThat(command.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(command.exitValue()).as(output).isZero();

            List<Run> runs = open.read(session -> session.runs().list(RunFilter.ALL));
            assertThat(runs).extracting(Run::name).containsExactly("kept open", "GETSingle 10 VUs", "GETSingle 20 VUs");
        }
    }
}
