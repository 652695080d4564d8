package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code benchlens capacity} on the nginx sample as a user types it. The sample's machine, an
 * m5a.4xlarge, cost $0.688 an hour on demand (AWS us-east-1); the figures of the fit are SciPy's,
 * computed as CapacitiesTest says.
 */
class CapacityCommandTest {

    @TempDir
    Path folder;

    private Cli cli;

    @BeforeEach
    void importSample() {
        cli = new Cli(folder.resolve("store"));
        Cli.Result imported = cli.run("import", "--attr", "price_per_hour=0.688",
                Path.of("sample-data", "postgrest-nginx-sweep").toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
    }

    private static String sig3(JsonNode number) {
        return new BigDecimal(number.asDouble()).round(new MathContext(3)).toString();
    }

    @Test
    void jsonGivesSciPysCoefficientsForEachDeployment() throws Exception {
        Cli.Result result = cli.run("capacity", "--lines", "deployment", "--where", "scenario=GETSingle",
                "--format", "json");

        assertThat(result.exitCode()).as(result.err()).isZero();
        JsonNode series = new ObjectMapper().readTree(result.out()).get("series");
        assertThat(series).hasSize(3);
        // SciPy curve_fit: 2pgrest 1287.92, 0.0645291, 0.000316739; 4pgrest 1507.47, 0.08798, 0.000247211;
        // 8pgrest 1585.25, 0.102966, 0.000242958
        String[][] expected = {{"2pgrest", "1.29E+3", "0.0645", "0.000317"}, {"4pgrest", "1.51E+3", "0.0880", "0.000247"},
                {"8pgrest", "1.59E+3", "0.103", "0.000243"}};
        for (int i = 0; i < 3; i++) {
            JsonNode fit = series.get(i).get("fit");
            assertThat(series.get(i).get("name").asText()).isEqualTo(expected[i][0]);
            assertThat(sig3(fit.get("lambda"))).isEqualTo(expected[i][1]);
            assertThat(sig3(fit.get("sigma"))).isEqualTo(expected[i][2]);
            assertThat(sig3(fit.get("kappa"))).isEqualTo(expected[i][3]);
        }
        assertThat(series.get(0).get("fit").get("peakVus").asDouble()).isBetween(54.34, 54.36);
        assertThat(series.get(0).get("knee").get("vus").asDouble()).isEqualTo(20);
        assertThat(series.get(0).get("levels")).hasSize(11);
    }

    @Test
    void theTableEndsWithASentencePerSeriesWithTheCostAtTheSloLimit() {
        Cli.Result result = cli.run("capacity", "--lines", "deployment", "--where", "scenario=POSTBulk",
                "--slo", "errors<=1%");

        assertThat(result.exitCode()).as(result.err()).isZero();
        // 8pgrest: 5 278.4 req/s at 70 VUs, the last level before 4.37 % failed at 80; $0.688 / (5278.4 × 3600) × 10⁶;
        // the fit of 10 to 70 VUs, the levels that served (decision 0110), is SciPy's: N* 118.157, X(N*) 5298.68
        assertThat(result.out()).contains("Capacity by deployment, SLO errors ≤ 1 %\n")
                .contains("8pgrest: 5280 req/s at 70 VUs within errors ≤ 1 %, $0.036 per million requests; "
                        + "knee at 30 VUs (4430 req/s); the USL fit peaks at 118 VUs (5300 req/s), extrapolated past "
                        + "70 VUs, the last level that served; 4 levels (80 to 150 VUs) left out: more than 1 % of requests failed; the best level that served: 5280 req/s at 70 VUs\n");
    }

    @Test
    void aLatencyTargetOnRunsWithoutLatencySaysSoAndMarkdownEscapesNothingItNeedNot() {
        Cli.Result result = cli.run("capacity", "--lines", "deployment", "--where", "scenario=GETSingle",
                "--slo", "p95<=200ms", "--format", "md");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).startsWith("**Capacity by deployment, SLO p95 ≤ 200 ms**\n\n| series | λ (req/s per VU) |")
                .contains("- 2pgrest: no SLO limit: no p95 measured at 10 VUs; knee at 20 VUs (11 600 req/s); "
                        + "the USL fit peaks at 54 VUs (13 100 req/s)\n");
    }

    @Test
    void aTargetThatCannotBeReadIsOneSentence() {
        Cli.Result result = cli.run("capacity", "--lines", "deployment", "--slo", "p95>200ms");

        assertThat(result.exitCode()).isNotZero();
        assertThat(result.err()).contains("cannot read the SLO 'p95>200ms': expected a statistic, '<=' and a limit, "
                + "such as p95<=200ms or errors<=1%");
    }

    @Test
    void theChartOptionDrawsTheSweepWithItsCapacity() throws Exception {
        Path png = folder.resolve("capacity.png");
        Path html = folder.resolve("capacity.html");
        Cli.Result result = cli.run("capacity", "--lines", "deployment", "--where", "scenario=GETSingle",
                "--format", "html", "-o", html.toString(), "--chart", png.toString());

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.out()).isEqualTo("wrote " + html + "\nwrote " + png + "\n");
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(1200);
        assertThat(Files.readString(html)).contains("<caption>Capacity by deployment</caption>")
                .contains("<li>8pgrest: knee at 20 VUs (11 300 req/s); the USL fit peaks at 61 VUs (12 000 req/s)</li>");
    }
}
