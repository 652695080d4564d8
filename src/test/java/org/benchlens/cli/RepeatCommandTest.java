package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.Fixtures;

/** {@code benchlens repeat}: the runner's runs keep their settings, and run again with them as repeats. */
class RepeatCommandTest {

    @TempDir
    Path folder;

    @Test
    void aYbioRunRepeatedTwiceGivesACellOfThreeTests() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result first = cli.run("run", "ybio", "--rows", "2000", "--setup-batch-size", "1000", "--batch-size", "20",
                "--pct-update", "100", "--duration", "1s", "--jobs", "2", "--attr", "config=quick");
        assertThat(first.exitCode()).as(first.err()).isZero();
        JsonNode job = new ObjectMapper().readTree(cli.run("show", "2", "--format", "json").out());
        assertThat(job.get("attributes").get("runner.command").asText()).isEqualTo("[\"run\",\"ybio\",\"--target\",\"embedded-h2\",\"--rows\","
                + "\"2000\",\"--setup-batch-size\",\"1000\",\"--batch-size\",\"20\",\"--pct-update\",\"100\","
                + "\"--duration\",\"1s\",\"--jobs\",\"2\",\"--attr\",\"config=quick\"]");

        Cli.Result repeated = cli.run("repeat", "2", "--times", "2");

        assertThat(repeated.exitCode()).as(repeated.err()).isZero();
        assertThat(repeated.out()).contains("saved run 4: ybio setup bench0001").contains("saved run 9: ybio job 2");
        JsonNode last = new ObjectMapper().readTree(cli.run("show", "9", "--format", "json").out());
        assertThat(last.get("attributes").get("repeat").asText()).isEqualTo("3");
        assertThat(last.get("attributes").get("runner.command")).isEqualTo(job.get("attributes").get("runner.command"));
        JsonNode table = new ObjectMapper().readTree(cli.run("compare", "--rows", "config", "--aggregate", "sum",
                "--format", "json").out());
        JsonNode runit = table.get("rows").get(0).get("cells").get(1);
        assertThat(table.get("columns").get(1).asText()).isEqualTo("runit");
        assertThat(runit.get("n").asInt()).as("three tests of two concurrent sessions each").isEqualTo(3);
        assertThat(runit.get("runs")).hasSize(6);
    }

    @Test
    void anImportedRunHasNoSettingsToRunAgain() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json")
                .toString()).exitCode()).isZero();

        Cli.Result refused = cli.run("repeat", "1", "--times", "3");

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err().strip()).isEqualTo("benchlens: run 1 (01_pgrst-bench_2020_t3anano_GETSingle_summary-"
                + "export_k6v0.27) was imported, not made by the runner: it has no settings to run again");
    }
}
