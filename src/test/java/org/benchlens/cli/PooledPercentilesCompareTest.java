package org.benchlens.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.LoadGenerators;

/**
 * {@code compare --metric latency.p95} on cells of two k6 runs each: the cell shows the p95 of all their
 * requests (their histograms merged), while n, mean and the test stay over the runs' own p95s.
 */
class PooledPercentilesCompareTest {

    @TempDir
    Path folder;

    @Test
    void aCellOfTwoRunsShowsThePercentileOfAllTheirRequests() throws Exception {
        List<Path> generators = LoadGenerators.split(folder);
        Cli cli = new Cli(folder.resolve("store"));
        Cli.Result one = cli.run("import", "--attr", "machines=one", Fixtures.path(LoadGenerators.NDJSON).toString(),
                Fixtures.path("k6/13_xk6-dashboard_2023_out-json_ndjson.json.gz").toString());
        // the gzipped copy is the same input (decision 0129): row one is the whole file, once
        assertThat(one.out()).contains("already imported as run 1");
        cli.run("import", "--attr", "machines=two", generators.get(0).toString(), generators.get(1).toString());

        Cli.Result result = cli.run("compare", "--rows", "machines", "--metric", "latency.p95", "--format", "json");

        JsonNode json = new ObjectMapper().readTree(result.out());
        JsonNode two = json.get("rows").get(1).get("cells").get(0);
        assertThat(json.get("rows").get(1).get("name").asText()).isEqualTo("two");
        // every request of the two files in one histogram of microseconds, 3 digits, as the store keeps them
        List<Double> requests = LoadGenerators.requestDurations(generators);
        Histogram all = LatencyHistogram.newMicrosHistogram();
        requests.forEach(ms -> all.recordValue(Math.round(ms * 1000)));
        double max = requests.stream().mapToDouble(d -> d).max().orElseThrow();
        assertThat(two.get("value").asDouble()).isEqualTo(Math.min(max, all.getValueAtPercentile(95) / 1000.0));
        assertThat(two.get("pooled").asBoolean()).isTrue();
        // the statistics are the runs' own: the mean of the generators' exact p95s
        assertThat(two.get("n").asInt()).isEqualTo(2);
        assertThat(two.get("mean").asDouble()).isEqualTo((125.540843 + 125.065362) / 2);
        assertThat(two.get("mean").asDouble()).isNotEqualTo(two.get("value").asDouble());
        // the same requests read once from one file: the same p95, to the histogram's 3 significant digits
        assertThat(two.get("ratio").asDouble()).isCloseTo(1.0, within(0.001));

        Cli.Result table = cli.run("compare", "--rows", "machines", "--metric", "latency.p95");
        assertThat(table.out()).startsWith("latency.p95 by machines and step, relative to one, latency percentiles"
                + " pooled from histograms\n");
    }
}
