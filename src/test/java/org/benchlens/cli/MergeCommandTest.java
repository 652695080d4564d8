package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.testing.LoadGenerators;

/** {@code benchlens merge} on two load generators' k6 files, and its refusals. */
class MergeCommandTest {

    @TempDir
    Path folder;

    @Test
    void mergesTwoGeneratorsIntoANewRunThatShowsTheirSum() throws Exception {
        List<Path> generators = LoadGenerators.split(folder);
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", generators.get(0).toString(), generators.get(1).toString()).exitCode()).isZero();

        Cli.Result merged = cli.run("merge", "1", "2", "--name", "contacts on two machines");

        assertThat(merged.exitCode()).isZero();
        assertThat(merged.out()).startsWith("merged runs 1, 2 into run 3: contacts on two machines\n")
                .contains("note: left out, as the runs' figures cannot make them exactly: vus (value, min)");
        JsonNode run = new ObjectMapper().readTree(cli.run("show", "3", "--format", "json").out());
        assertThat(run.get("attributes").get("merged.from").asText()).isEqualTo("1,2");
        assertThat(measurement(run, "operations")).isEqualTo(322);
        assertThat(run.get("histograms").get(2).get("count").asLong()).isEqualTo(322);
    }

    @Test
    void refusesUnknownRunsInOneSentenceAndStoresNothing() {
        List<Path> generators = LoadGenerators.split(folder);
        Cli cli = new Cli(folder.resolve("store"));
        cli.run("import", generators.get(0).toString());

        Cli.Result refused = cli.run("merge", "1", "7");

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).isEqualTo("benchlens: no run 7 in the store; nothing was merged\n");
        assertThat(cli.run("runs").out()).endsWith("1 run\n");
    }

    private static double measurement(JsonNode run, String metric) {
        for (JsonNode m : run.get("measurements")) {
            if (m.get("step").asText().equals("total") && m.get("metric").asText().equals(metric)) {
                return m.get("value").asDouble();
            }
        }
        throw new AssertionError("no " + metric);
    }
}
