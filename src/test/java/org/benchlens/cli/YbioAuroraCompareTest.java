package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Aurora r5 vs r6g tables of the YBIO write-up, from the sample data, with the command line. */
class YbioAuroraCompareTest {

    @TempDir
    Path folder;

    private Cli importedAurora() {
        Cli cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/ybio-aurora").exitCode()).isZero();
        return cli;
    }

    /** The write-up's table: riops of runit summed over the sessions, per instance and batch size, as JSON. */
    private static JsonNode compareRiops(Cli cli, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("compare", "--rows", "instance", "--cols", "batch_size",
                "--step", "runit", "--where", "format=ybio", "--aggregate", "sum", "--metric", "riops"));
        args.addAll(List.of(more));
        args.addAll(List.of("--format", "json"));
        return new ObjectMapper().readTree(cli.run(args.toArray(String[]::new)).out());
    }

    @Test
    void graviton2IsAsFastOnBigBatchesAndFasterOnShortTransactions() throws Exception {
        Cli cli = importedAurora();
        JsonNode json = compareRiops(cli);

        assertThat(json.get("base").asText()).isEqualTo("db.r5.xlarge");
        assertThat(json.get("columns").toString()).isEqualTo("[\"10\",\"100000\"]");
        JsonNode r5 = json.get("rows").get(0);
        JsonNode r6g = json.get("rows").get(1);
        // four sessions of 10-row transactions: "10.3k rows per second in total" against "11.2k"
        assertThat(r5.get("cells").get(0).get("value").asDouble()).isEqualTo(10323);
        assertThat(r6g.get("cells").get(0).get("value").asDouble()).isEqualTo(11206);
        assertThat(r6g.get("cells").get(0).get("shown").asText()).isEqualTo("1.09");
        assertThat(r6g.get("cells").get(0).get("color").asText()).isEqualTo("green");
        // one session of 100000-row batches: "2% slower"
        assertThat(r6g.get("cells").get(1).get("value").asDouble()).isEqualTo(47970);
        assertThat(r6g.get("cells").get(1).get("shown").asText()).isEqualTo("0.98");
        assertThat(r6g.get("cells").get(1).get("color").asText()).isEqualTo("grey");

        Cli.Result setup = cli.run("compare", "--rows", "instance", "--cols", "step", "--where", "format=ybio-notice",
                "--where", "batch_size=100000", "--format", "json");
        JsonNode setupJson = new ObjectMapper().readTree(setup.out());
        // bulk load "4% slower": 80257 against 83648 rows/s
        JsonNode setupCell = null;
        for (JsonNode cell : setupJson.get("rows").get(1).get("cells")) {
            if (cell.get("column").asText().equals("setup")) {
                setupCell = cell;
            }
        }
        assertThat(setupCell).as("a setup column").isNotNull();
        assertThat(setupCell.get("value").asDouble()).isEqualTo(80257);
        assertThat(setupCell.get("shown").asText()).isEqualTo("0.96");
    }

    @Test
    void perDollarHourTheCheaperGraviton2WinsBothWorkloads() throws Exception {
        JsonNode json = compareRiops(importedAurora(), "--per-dollar-hour");

        assertThat(json.get("metric").asText()).isEqualTo("riops and riops per $/h");
        assertThat(json.get("columns").toString()).isEqualTo("[\"10\",\"10 per $/h\",\"100000\",\"100000 per $/h\"]");
        JsonNode r5 = json.get("rows").get(0);
        JsonNode r6g = json.get("rows").get(1);
        // 10323 rows/s at 0.64 $/h against 11206 at 0.575 $/h
        assertThat(r5.get("cells").get(0).get("value").asDouble()).isEqualTo(10323);
        assertThat(r5.get("cells").get(1).get("value").asDouble()).isEqualTo(16129.6875);
        assertThat(r6g.get("cells").get(1).get("value").asDouble()).isCloseTo(19488.695652173916, within(1e-9));
        assertThat(r6g.get("cells").get(1).get("shown").asText()).isEqualTo("1.21");
        assertThat(r6g.get("cells").get(1).get("color").asText()).isEqualTo("green");
        // 2 % slower on big batches, but 10 % cheaper
        assertThat(r6g.get("cells").get(2).get("shown").asText()).isEqualTo("0.98");
        assertThat(r6g.get("cells").get(2).get("color").asText()).isEqualTo("grey");
        assertThat(r6g.get("cells").get(3).get("shown").asText()).isEqualTo("1.09");
        assertThat(r6g.get("cells").get(3).get("color").asText()).isEqualTo("green");
        assertThat(json.get("notes")).extracting(JsonNode::asText)
                .containsExactly("price per hour: db.r5.xlarge $0.64, db.r6g.xlarge $0.575");
    }
}
