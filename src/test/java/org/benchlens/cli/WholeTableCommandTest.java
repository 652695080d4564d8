package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seed 000's first t3anano table, one row per scenario and seven figures, from one {@code compare} on the sample data. */
class WholeTableCommandTest {

    private static final String METRICS = "throughput,operations,latency.avg,data.received,data.sent,vus.max,errors.rate";

    /** The seed's table: http_reqs/s, total, duration avg (ms), data received and sent (bytes), vus, failed. */
    private static final List<List<Object>> SEED = List.of(
            List.of("GETSingle", 1372.484403, 82435.0, 59.21, 24e6, 8.5e6, 230.0, 0.0),
            List.of("GETSingleEmbed", 455.587386, 27922.0, 1040.0, 341e6, 3.4e6, 600.0, 0.0),
            List.of("GETAllEmbed", 28.445898, 2091.0, 7470.0, 1.7e9, 220e3, 388.0, 0.0),
            List.of("POSTSingle", 1152.393369, 69522.0, 258.06, 39e6, 33e6, 580.0, 0.0),
            List.of("POSTBulk", 557.423585, 34472.0, 52.96, 5.1e6, 240e6, 162.0, 0.0));

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSamples() {
        cli = new Cli(folder.resolve("store"));
        assertThat(cli.run("import", "sample-data/postgrest-k6").exitCode()).isZero();
    }

    @Test
    void theSeedsT3ananoTableComesOutWholeWithItsUnits() throws Exception {
        Cli.Result json = cli.run("compare", "--rows", "scenario", "--cols", "metric", "--metrics", METRICS,
                "--where", "instance=t3anano", "--where", "table=v7.0.1-first-run.txt", "--format", "json");

        assertThat(json.exitCode()).as(json.err()).isZero();
        JsonNode table = new ObjectMapper().readTree(json.out());
        assertThat(table.get("scope").asText()).isEqualTo("every run with instance=t3anano, table=v7.0.1-first-run.txt");
        assertThat(table.get("columns")).extracting(JsonNode::asText).containsExactly(METRICS.split(","));
        assertThat(table.get("units").get("latency.avg").asText()).isEqualTo("ms");
        assertThat(table.get("units").get("data.received").asText()).isEqualTo("B");
        List<List<Object>> rows = new ArrayList<>();
        for (JsonNode row : table.get("rows")) {
            List<Object> figures = new ArrayList<>(List.of(row.get("name").asText()));
            for (JsonNode cell : row.get("cells")) {
                assertThat(cell.get("ratio").isNull()).as("absolute values").isTrue();
                figures.add(cell.get("value").asDouble());
            }
            rows.add(figures);
        }
        assertThat(rows).isEqualTo(SEED);

        Cli.Result text = cli.run("compare", "--rows", "scenario", "--cols", "metric", "--metrics", METRICS,
                "--where", "instance=t3anano", "--where", "table=v7.0.1-first-run.txt");
        assertThat(text.out()).startsWith(METRICS.replace(",", ", ") + " of step total by scenario, as measured")
                .contains("throughput (/s)", "latency.avg (ms)", "data.received (B)", "errors.rate (ratio)")
                .containsPattern("GETSingle +1372\\.48 +82435 +59\\.21 +24000000 +8500000 +230 +0\\n")
                .containsPattern("GETAllEmbed +28\\.446 +2091 +7470 +1700000000 +220000 +388 +0\\n")
                .contains("runs: every run with instance=t3anano, table=v7.0.1-first-run.txt\n")
                .doesNotContain("red: ratio");
    }

    @Test
    void bothTablesOfTheSameVersionAreNotOneCell() {
        Cli.Result mixed = cli.run("compare", "--rows", "scenario", "--cols", "metric", "--metrics", METRICS,
                "--where", "instance=t3anano", "--where", "version=7.0.1");

        assertThat(mixed.exitCode()).isEqualTo(1);
        assertThat(mixed.err()).contains("the runs of scenario=GETSingle, step total differ in table "
                + "(v7.0.1-first-run.txt, v7.0.1-per-instance.txt): narrow to one (--where table=v7.0.1-first-run.txt)");
    }
}
