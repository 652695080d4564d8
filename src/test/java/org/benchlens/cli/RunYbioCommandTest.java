package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code benchlens run ybio}: what a person sees on the terminal, and what the store holds afterwards. */
class RunYbioCommandTest {

    @TempDir
    Path folder;

    @Test
    void aShortRunOnEmbeddedH2IsListedBesideImportedYbioRuns() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result result = cli.run("run", "ybio", "--rows", "2000", "--setup-batch-size", "1000", "--batch-size", "20",
                "--pct-update", "100", "--duration", "1s", "--jobs", "2", "--attr", "config=quick");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).contains("setup: inserting 2000 rows in 2 batches of 1000")
                .contains("saved run 1: ybio setup bench0001 [status=completed dbms=h2")
                .contains("saved run 2: ybio job 1 (bench0001)").contains("saved run 3: ybio job 2 (bench0001)")
                .contains("done: 3 runs saved");

        Cli.Result listed = cli.run("runs", "--where", "format=ybio", "--where", "config=quick");
        assertThat(listed.out()).contains("ybio setup bench0001").contains("ybio job 1 (bench0001)")
                .contains("ybio job 2 (bench0001)");
    }

    @Test
    void aZeroDurationIsASentenceAndNothingIsStored() {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result result = cli.run("run", "ybio", "--duration", "0");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.err().strip())
                .isEqualTo("benchlens: the duration (run_duration) is 0 s; expected at least 1 second");
        assertThat(cli.run("runs").out()).doesNotContain("ybio");
    }

    @Test
    void aPasswordRefusedIsASentenceNamingTheUrl() throws Exception {
        Path database = folder.resolve("target");
        Cli cli = new Cli(folder.resolve("store"));
        String url = "jdbc:h2:file:" + database.toAbsolutePath();
        try (Connection ignored = DriverManager.getConnection(url, "bench", "right")) {
            // creates the database with its user
        }

        Cli.Result refused = cli.run("run", "ybio", "--url", url, "--user", "bench", "--password", "wrong");

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err().strip())
                .isEqualTo("benchlens: " + url + " refused user bench: the user name or the password is wrong");
    }
}
