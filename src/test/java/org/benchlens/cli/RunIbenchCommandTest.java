package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code benchlens run ibench} twice with two settings, then {@code compare} by that setting. */
class RunIbenchCommandTest {

    @TempDir
    Path folder;

    @Test
    void twoSettingsCompareAsARelativeQpsTable() throws Exception {
        Cli cli = new Cli(folder.resolve("store"));
        for (String config : new String[] {"one-client", "two-clients"}) {
            Cli.Result result = cli.run("run", "ibench", "--clients", config.startsWith("one") ? "1" : "2",
                    "--rows", "1000", "--l-i1-rows", "200", "--l-i2-rows", "50", "--query-duration", "1s",
                    "--attr", "config=" + config);
            assertThat(result.exitCode()).as(result.err()).isZero();
            assertThat(result.out()).contains("l.i0: started").contains("qp100: started")
                    .contains("done: 1 run saved");
        }

        Cli.Result compared = cli.run("compare", "--rows", "config", "--cols", "step", "--where", "format=ibench",
                "--format", "json");
        JsonNode json = new ObjectMapper().readTree(compared.out());
        assertThat(json.get("base").asText()).isEqualTo("one-client");
        assertThat(json.get("columns").toString()).isEqualTo("[\"l.i0\",\"l.x\",\"l.i1\",\"l.i2\",\"qr100\",\"qp100\"]");
        assertThat(json.get("rows").get(1).get("name").asText()).isEqualTo("two-clients");
        assertThat(json.get("rows").get(1).get("cells")).hasSize(6);
    }
}
