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

/**
 * Seed 002's nginx sweep as the sample data holds it: where requests failed, the rate is no speed
 * (decision 0110). The fit figures are SciPy's {@code curve_fit} of the levels that served (4pgrest:
 * 10 to 50 VUs, λ 264.839, σ 0.0240206, κ 0.000259055, N* 61.3796, X(N*) 4766.47).
 */
class FailedRequestsTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSample() {
        cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", Path.of("sample-data", "postgrest-nginx-sweep").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
    }

    private JsonNode json(String... args) throws Exception {
        Cli.Result result = cli.run(args);
        assertThat(result.exitCode()).as(result.err()).isZero();
        return new ObjectMapper().readTree(result.out());
    }

    private static JsonNode series(JsonNode capacity, String name) {
        for (JsonNode series : capacity.get("series")) {
            if (series.get("name").asText().equals(name)) {
                return series;
            }
        }
        throw new AssertionError("no series " + name);
    }

    @Test
    void noCapacityFigureComesFromALevelWhoseRequestsFailed() throws Exception {
        Cli.Result table = cli.run("capacity", "--where", "scenario=POSTBulk", "--lines", "deployment");

        assertThat(table.exitCode()).as(table.err()).isZero();
        assertThat(table.out()).doesNotContain("115 VUs").doesNotContain("12 500")
                .contains("8pgrest: knee at 30 VUs (4430 req/s); the USL fit peaks at 118 VUs (5300 req/s), "
                        + "extrapolated past 70 VUs, the last level that served; ")
                .contains("4pgrest: knee at 40 VUs (4820 req/s); the USL fit peaks at 61 VUs (4770 req/s), "
                        + "extrapolated past 50 VUs, the last level that served; "
                        + "6 levels (60 to 150 VUs) left out: more than 1 % of requests failed; "
                        + "the best level that served: 4820 req/s at 40 VUs\n");

        JsonNode four = series(json("capacity", "--where", "scenario=POSTBulk", "--lines", "deployment",
                "--format", "json"), "4pgrest");
        assertThat(four.get("fit").get("peakVus").asDouble()).isBetween(61.37, 61.39);
        assertThat(four.get("fit").get("peakThroughput").asDouble()).isBetween(4766.4, 4766.6);
        assertThat(four.get("fit").get("peakExtrapolated").asBoolean()).as("61 VUs, past 50 that served").isTrue();
        List<Double> failedLevels = new ArrayList<>();
        for (JsonNode level : four.get("levels")) {
            if (level.get("failed").asBoolean()) {
                failedLevels.add(level.get("vus").asDouble());
            }
        }
        assertThat(failedLevels).containsExactly(60.0, 70.0, 80.0, 90.0, 100.0, 150.0);
        assertThat(four.get("levels").get(5).get("errorRate").asDouble()).isEqualTo(0.18);
    }

    @Test
    void theSloLimitStopsAtTheFirstFailedLevelWhateverTheTargets() throws Exception {
        // no latency in these tables: a target of errors alone, then a share so loose that nothing fails
        JsonNode within = json("capacity", "--where", "scenario=POSTBulk", "--lines", "deployment",
                "--slo", "errors<=50%", "--format", "json");
        // 4pgrest at 60 VUs: 18 % failed, within the target but past --max-errors 1%
        assertThat(series(within, "4pgrest").get("sloLimit").get("vus").asDouble()).isEqualTo(50);

        JsonNode loose = json("capacity", "--where", "scenario=POSTBulk", "--lines", "deployment",
                "--max-errors", "100%", "--format", "json");
        assertThat(series(loose, "4pgrest").get("fit").get("peakVus").asDouble())
                .as("every level counts again: the fit of failing rates").isGreaterThan(100);
    }

    @Test
    void noCompareCellOfFailedRunsIsColouredAndEachSaysHowManyFailed() throws Exception {
        JsonNode table = json("compare", "--where", "scenario=POSTSingle", "--where", "instance=m5a.4xlarge",
                "--rows", "deployment", "--cols", "vus", "--format", "json");

        JsonNode eight = table.get("rows").get(2);
        assertThat(eight.get("name").asText()).isEqualTo("8pgrest");
        assertThat(eight.get("cells")).hasSize(11);
        for (JsonNode cell : eight.get("cells")) {
            assertThat(cell.get("failed").asBoolean()).as(cell.get("column").asText()).isTrue();
            assertThat(cell.get("errorRate").asDouble()).isEqualTo(1.0);
            assertThat(cell.get("color").isNull()).as(cell.get("column").asText()).isTrue();
        }
        // 16 335.52 / 14 282.00 at 30 VUs: green before, a rate of failing requests now
        assertThat(eight.get("cells").get(2).get("shown").asText()).isEqualTo("1.14");

        Cli.Result text = cli.run("compare", "--where", "scenario=POSTSingle", "--where", "instance=m5a.4xlarge",
                "--rows", "deployment", "--cols", "vus");
        assertThat(text.out()).contains("   8pgrest  1.50 ✗ 100 % failed  1.12 ✗ 100 % failed")
                .contains("note: ✗: more than 1 % of requests failed, so the rate is no speed");
    }

    @Test
    void cellsThatServedKeepTheirColourAndCellsDividedByAFailedBaseHaveNone() throws Exception {
        JsonNode table = json("compare", "--where", "scenario=POSTBulk", "--rows", "deployment", "--cols", "vus",
                "--format", "json");
        JsonNode four = table.get("rows").get(1).get("cells");
        JsonNode eight = table.get("rows").get(2).get("cells");
        // 70 VUs: 5275.62 / 5029.59 = 1.0489, nothing failed on either side
        assertThat(eight.get(6).get("shown").asText()).isEqualTo("1.05");
        assertThat(eight.get(6).get("color").asText()).isEqualTo("green");
        // 80 VUs: 4.37 % of 8pgrest's requests failed
        assertThat(eight.get(7).get("failed").asBoolean()).isTrue();
        assertThat(eight.get(7).get("color").isNull()).isTrue();
        // 60 VUs: 18 % of 4pgrest's failed
        assertThat(four.get(5).get("failed").asBoolean()).isTrue();
        assertThat(four.get(5).get("color").isNull()).isTrue();
        // 90 VUs: the base, 2pgrest, failed 62.56 %: no ratio there means anything
        assertThat(table.get("rows").get(0).get("cells").get(8).get("errorRate").asDouble()).isEqualTo(0.6256);
        assertThat(eight.get(8).get("color").isNull()).isTrue();

        JsonNode loose = json("compare", "--where", "scenario=POSTBulk", "--rows", "deployment", "--cols", "vus",
                "--max-errors", "5%", "--format", "json");
        JsonNode at80 = loose.get("rows").get(2).get("cells").get(7);
        assertThat(at80.get("failed").asBoolean()).isFalse();
        assertThat(at80.get("shown").asText()).isEqualTo("1.11");
        assertThat(at80.get("color").asText()).isEqualTo("green");
        assertThat(loose.get("rule").get("maxErrors").asDouble()).isEqualTo(0.05);
    }

    @Test
    void theRunsListSaysWhichRunsFailed() throws Exception {
        Cli.Result list = cli.run("runs", "--where", "scenario=POSTSingle", "--where", "deployment=8pgrest");
        assertThat(list.exitCode()).as(list.err()).isZero();
        assertThat(list.out()).contains("16126.04 req/s ✗ 100 % failed");

        JsonNode runs = json("runs", "--where", "scenario=POSTBulk", "--where", "deployment=4pgrest",
                "--format", "json");
        JsonNode at40 = runs.get(3);
        assertThat(at40.get("attributes").get("vus").asText()).isEqualTo("40");
        assertThat(at40.get("throughput").get("value").asDouble()).isEqualTo(4818.813979);
        assertThat(at40.get("throughput").get("unit").asText()).isEqualTo("req/s");
        assertThat(at40.get("throughput").get("failed").asBoolean()).isFalse();
        JsonNode at70 = runs.get(6);
        assertThat(at70.get("throughput").get("value").asDouble()).isEqualTo(11434.264307);
        assertThat(at70.get("throughput").get("errorRate").asDouble()).isEqualTo(1.0);
        assertThat(at70.get("throughput").get("failed").asBoolean()).isTrue();
    }
}
