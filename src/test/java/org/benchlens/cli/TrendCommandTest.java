package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.analysis.changepoint.ChangePointSettings;
import org.benchlens.testing.OtavaRecord;
import org.benchlens.testing.RealWorld;

class TrendCommandTest {

    private static final Path SAMPLE = Path.of("sample-data/insert-benchmark-pg12-17");

    @TempDir
    Path dir;

    @Test
    void theSampleByVersionFindsThe17beta1RegressionOfTheCachedL_i2Step() throws Exception {
        Cli cli = new Cli(dir.resolve("store"));
        assertThat(cli.run("import", SAMPLE.toString()).exitCode()).isZero();

        Cli.Result json = cli.run("trend", "--where", "workload=cached", "--order", "version", "--step", "l.i2",
                "--format", "json");

        JsonNode series = new ObjectMapper().readTree(json.out()).get("series");
        assertThat(series).hasSize(1);
        JsonNode li2 = series.get(0);
        assertThat(li2.get("step").asText()).isEqualTo("l.i2");
        assertThat(li2.get("metric").asText()).isEqualTo("throughput");
        assertThat(li2.get("unit").asText()).isEqualTo("1/s");
        assertThat(li2.get("better").asText()).isEqualTo("higher");
        assertThat(li2.get("points")).hasSize(13);
        assertThat(li2.get("points").get(0).get("x").asText()).isEqualTo("12.19");
        assertThat(li2.get("points").get(12).get("x").asText()).isEqualTo("17beta3");
        JsonNode change = li2.get("changes").get(0);
        assertThat(li2.get("changes")).hasSize(1);
        assertThat(change.get("index").asInt()).isEqualTo(10);
        assertThat(change.get("x").asText()).isEqualTo("17beta1");
        assertThat(change.get("meanBefore").asDouble()).isEqualTo(44000);
        assertThat(change.get("meanAfter").asDouble()).isEqualTo(40480);
        assertThat(change.get("changePercent").asDouble()).isCloseTo(-8.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(change.get("direction").asText()).isEqualTo("regression");
        assertThat(change.get("run").asLong()).isEqualTo(li2.get("points").get(10).get("run").asLong());
    }

    @Test
    void theTableListsEachStepsChangesAndTheMethod() {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", SAMPLE.toString());

        Cli.Result table = cli.run("trend", "--where", "workload=io-bound", "--order", "version");

        assertThat(table.exitCode()).isZero();
        assertThat(table.out()).containsPattern("l\\.i1 \\(1/s\\) +13 +10 +17beta1 .* 40311\\.2 +35200 +-12\\.7 .* regression")
                .containsPattern("l\\.i2 \\(1/s\\) +13 .* no change")
                .contains("window 30, p < 0.001");

        // the cached l.i2 drop of 17beta1 (44 000 to 40 480, every point alike on each side): the t test's p
        // underflows to 0, said as the bound it is
        Cli.Result cached = cli.run("trend", "--where", "workload=cached", "--step", "l.i2");
        assertThat(cached.out()).containsPattern("l\\.i2 \\(1/s\\) +13 +10 .* 44000 +40480 +-8\\.0 +< 1e-16 +regression");
    }

    @Test
    void theChartNamesTheVersionsAndMarksTheChanges() throws Exception {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", SAMPLE.toString());
        Path svg = dir.resolve("l.i1.svg");

        Cli.Result drawn = cli.run("trend", "--where", "workload=io-bound", "--order", "version", "--step", "l.i1",
                "--chart", svg.toString());

        assertThat(drawn.out()).contains("wrote " + svg);
        String text = Files.readString(svg);
        assertThat(text).contains(">12.19<").contains(">17beta3<").contains(">regression<").contains(">improvement<")
                .contains("Throughput over runs, with change points").contains("Throughput (inserts/s)");
    }

    @Test
    void chartTrendAndTheReportDrawTheSameChangePoints() throws Exception {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", SAMPLE.toString());
        Path svg = dir.resolve("trend.svg");
        Path html = dir.resolve("report.html");

        Cli.Result chart = cli.run("chart", "trend", "--where", "workload=cached", "--order", "version", "--step", "l.i2",
                "--out", svg.toString());
        Cli.Result report = cli.run("report", "--where", "workload=cached", "--rows", "version", "--chart", "none",
                "--trend", "-o", html.toString());

        assertThat(chart.out()).contains("1 series from 13 runs");
        assertThat(Files.readString(svg)).contains(">17beta1<").contains(">regression<");
        assertThat(report.out()).contains("1 chart,");
        assertThat(Files.readString(html)).contains("Throughput over runs, with change points").contains(">17beta1<")
                .contains(">l.i2<");
    }

    @Test
    void aMetricOrAnOrderNoRunHasIsASentence() {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", SAMPLE.toString());

        Cli.Result metric = cli.run("trend", "--metric", "latency.p99");
        Cli.Result order = cli.run("trend", "--order", "release");

        assertThat(metric.exitCode()).isNotZero();
        assertThat(metric.err()).contains("no run has the metric latency.p99: choose another --metric or --step");
        assertThat(order.exitCode()).isNotZero();
        assertThat(order.err()).contains("no run has the attribute release to order by");
    }

    @Test
    void failOnRegressionExits3WhenTheNewestPointDropsAnd0WhenItRises() throws Exception {
        Path falling = history("falling.csv", 80);
        Path rising = history("rising.csv", 120);
        Cli fall = new Cli(dir.resolve("fall"));
        fall.run("import", falling.toString());
        Cli rise = new Cli(dir.resolve("rise"));
        rise.run("import", rising.toString());

        Cli.Result failed = fall.run("trend", "--fail-on", "regression");
        Cli.Result passed = rise.run("trend", "--fail-on", "regression");

        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.err().strip().lines()).singleElement().asString()
                .isEqualTo("regression: throughput value at 2024-01-21T03:00:00Z (run 21): 100 -> 80 (-20.0 %, p 2.6e-13)");
        assertThat(passed.exitCode()).isZero();
        assertThat(passed.err()).isEmpty();
        assertThat(passed.out()).containsPattern("throughput +21 +20 +2024-01-21T03:00:00Z +21 +100 +120 +\\+20\\.0 +2\\.6e-13 +improvement");
    }

    @Test
    void aSmallerDropThanMinMagnitudeDoesNotFail() throws Exception {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", history("falling.csv", 80).toString());

        assertThat(cli.run("trend", "--fail-on", "regression", "--min-magnitude", "0.25").exitCode()).isZero();
        assertThat(cli.run("trend", "--fail-on", "regression", "--min-magnitude", "0.15").exitCode()).isEqualTo(3);
    }

    @Test
    void theSampleAndRealHistoriesGiveTheChangePointsOtavaRecorded() throws Exception {
        Cli cli = new Cli(dir.resolve("store"));
        cli.run("import", SAMPLE.toString(), RealWorld.path("history/antlabs-gurl_go_data.js").toString(),
                RealWorld.path("history/appsup-dart-sortedmap_benchmarkjs_data.js").toString());
        Map<String, JsonNode> found = new HashMap<>();
        int compared = 0;
        for (OtavaRecord record : OtavaRecord.all()) {
            ChangePointSettings s = record.settings();
            List<String> args = new ArrayList<>(List.of("trend", "--format", "json", "--window", String.valueOf(s.window()),
                    "--max-pvalue", String.valueOf(s.maxPValue()), "--min-magnitude", String.valueOf(s.minMagnitude())));
            if (record.history().startsWith("insert-benchmark")) {
                args.addAll(List.of("--where", "workload=" + record.history().split(" ")[1], "--order", "version"));
            } else {
                args.addAll(List.of("--where", "format=github-action-benchmark", "--order", "id", "--lines", "suite"));
            }
            JsonNode series = found.computeIfAbsent(String.join(" ", args), key -> seriesOf(cli.run(args.toArray(String[]::new))));
            JsonNode one = named(series, record.series());
            List<Double> values = new ArrayList<>();
            one.get("points").forEach(p -> values.add(p.get("value").asDouble()));
            assertThat(values).as(record.series()).containsExactly(Arrays.stream(record.values()).boxed().toArray(Double[]::new));
            List<Integer> indices = new ArrayList<>();
            one.get("changes").forEach(c -> indices.add(c.get("index").asInt()));
            assertThat(indices).as("%s %s %s", record.history(), record.series(), s).isEqualTo(record.indices());
            compared++;
        }
        assertThat(compared).isEqualTo(105);
        assertThat(found).hasSize(9);
    }

    private static JsonNode seriesOf(Cli.Result result) {
        try {
            return new ObjectMapper().readTree(result.out()).get("series");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The series recorded as "step" or "step | lines value". */
    private static JsonNode named(JsonNode series, String name) {
        for (JsonNode one : series) {
            StringBuilder label = new StringBuilder(one.get("step").asText());
            one.get("lines").forEach(v -> label.append(" | ").append(v.asText()));
            if (label.toString().equals(name)) {
                return one;
            }
        }
        throw new AssertionError("no series " + name);
    }

    /** 20 nightly throughputs around 100, then {@code last}. */
    private Path history(String name, int last) throws Exception {
        int[] values = {100, 101, 99, 100, 102, 98, 100, 101, 99, 100, 100, 101, 99, 100, 102, 98, 100, 101, 99, 100, last};
        StringBuilder csv = new StringBuilder("time,commit,throughput\n");
        for (int i = 0; i < values.length; i++) {
            csv.append(String.format("2024-01-%02dT03:00:00Z,c%d,%d%n", i + 1, i, values[i]));
        }
        Path file = dir.resolve(name);
        Files.writeString(file, csv);
        return file;
    }
}
