package org.benchlens.imports.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.benchlens.imports.ImportSource;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The result tables and sweep blocks of the sample data, checked against the write-ups' figures. */
class ResultTableImporterTest {

    private static final Path K6_TABLES = Path.of("sample-data", "postgrest-k6");
    private static final Path SWEEPS = Path.of("sample-data", "postgrest-nginx-sweep");

    private final ResultTableImporter importer = new ResultTableImporter();

    @Test
    void firstTablesKeepEveryFigureWithItsUnit() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, K6_TABLES.resolve("v7.0.1-first-run.txt"));

        assertThat(read.runs()).hasSize(10);
        assertThat(read.notes()).isEmpty();
        RunDraft getSingle = run(read.runs(), "t3anano", "GETSingle");
        assertThat(getSingle.format()).isEqualTo("table");
        assertThat(getSingle.name()).isEqualTo("GETSingle on t3anano (7.0.1)");
        assertThat(getSingle.attributes().values()).containsExactlyInAnyOrderEntriesOf(Map.of(
                "scenario", "GETSingle", "instance", "t3anano", "version", "7.0.1", "table", "v7.0.1-first-run.txt"));
        assertThat(getSingle.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1372.484403);
        assertThat(getSingle.value(Steps.TOTAL, "http_reqs")).isEqualTo(1372.484403);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(82435);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(59.21);
        assertThat(getSingle.value(Steps.TOTAL, "http_req_duration(avg)")).isEqualTo(59.21);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(24e6);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(8.5e6);
        assertThat(getSingle.value(Steps.TOTAL, "vus")).isEqualTo(230);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.VUS_MAX)).as("a table copied from k6 summaries").isEqualTo(230);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0);
        assertThat(getSingle.measurements()).filteredOn(m -> m.metric().equals(Metrics.ERRORS_RATE))
                .extracting(m -> m.unit()).containsExactly(Units.RATIO);

        RunDraft embed = run(read.runs(), "t3anano", "GETSingleEmbed");
        assertThat(embed.value(Steps.TOTAL, Metrics.LATENCY_AVG)).as("1.04s").isEqualTo(1040);
        assertThat(run(read.runs(), "t3anano", "GETAllEmbed").value(Steps.TOTAL, Metrics.DATA_RECEIVED))
                .as("1.7 GB").isEqualTo(1.7e9);
        RunDraft t2nano = run(read.runs(), "t2nano", "GETSingle");
        assertThat(t2nano.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1018.047624);
        assertThat(t2nano.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(292.38);
        assertThat(t2nano.attributes().get("version")).hasValue("7.0.1");
    }

    @Test
    void versionTablesPerInstance() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, K6_TABLES.resolve("v7.0.1-per-instance.txt"));

        assertThat(read.runs()).hasSize(39);
        assertThat(read.notes()).isEmpty();
        assertThat(distinct(read.runs(), "instance"))
                .containsExactly("t3anano", "t3amicro", "t3amedium", "t3alarge", "t3axlarge", "c5xlarge");
        assertThat(read.runs()).allSatisfy(run -> assertThat(run.attributes().get("version")).hasValue("7.0.1"));
        RunDraft getSingle = run(read.runs(), "t3anano", "GETSingle");
        assertThat(getSingle.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1368.1003585286514);
        assertThat(getSingle.value(Steps.TOTAL, "http_reqs_rate")).isEqualTo(1368.1003585286514);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(41228);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(54.38214947382864);
        assertThat(getSingle.value(Steps.TOTAL, Metrics.DATA_SENT)).as("4147 kB").isEqualTo(4_147_000);
        RunDraft corrected = run(read.runs(), "t3axlarge", "GETSingleEmbed");
        assertThat(corrected.value(Steps.TOTAL, Metrics.THROUGHPUT)).as("758.428261/s").isEqualTo(758.428261);
        assertThat(corrected.value(Steps.TOTAL, Metrics.DATA_SENT)).as("2.8 MB").isEqualTo(2.8e6);
        assertThat(run(read.runs(), "c5xlarge", "RPCGETSingleEmbed").value(Steps.TOTAL, Metrics.THROUGHPUT))
                .isEqualTo(1065.2575525253092);
    }

    @Test
    void masterTablesAndTheUnixSocketTable() throws Exception {
        List<RunDraft> master = ImportHarness.read(importer, K6_TABLES.resolve("master-per-instance.txt")).runs();

        assertThat(master).hasSize(24);
        RunDraft c5 = run(master, "c5xlarge", "GETSingle");
        assertThat(c5.name()).isEqualTo("GETSingle on c5xlarge (master)");
        assertThat(c5.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2845.2504094666474);
        assertThat(c5.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(5.991303163178547);
        assertThat(c5.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(23e6);
        assertThat(c5.attributes().get("version")).hasValue("master");
        assertThat(run(master, "t3anano", "POSTBulk").value(Steps.TOTAL, "vus")).isEqualTo(0);
        assertThat(run(master, "t3anano", "POSTBulk").measurements()).as("the VU gauge's last value is no maximum")
                .noneMatch(m -> m.metric().equals(Metrics.VUS_MAX));
        assertThat(master).allSatisfy(run -> assertThat(run.attributes().get("table")).hasValue("master-per-instance.txt"));

        List<RunDraft> socket = ImportHarness.read(importer, K6_TABLES.resolve("master-unix-socket.txt")).runs();
        assertThat(socket).extracting(run -> run.attributes().get("scenario").orElseThrow())
                .containsExactly("GETSingle", "POSTSingle", "RPCGETSingle");
        assertThat(socket).allSatisfy(run -> assertThat(run.attributes().values())
                .containsEntry("instance", "t3anano").containsEntry("version", "master"));
        assertThat(socket.get(0).value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2450.151619);
    }

    @Test
    void sweepBlocksGiveOneRunPerLoadLevel() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, SWEEPS.resolve("m5a.4xlarge-2pgrest.txt"));

        assertThat(read.runs()).hasSize(110);
        assertThat(read.runs()).allSatisfy(run -> assertThat(run.attributes().values())
                .containsEntry("instance", "m5a.4xlarge").containsEntry("deployment", "2pgrest"));
        assertThat(distinct(read.runs(), "scenario"))
                .containsExactly("GETAllEmbed", "GETSingle", "GETSingleEmbed", "PATCHSingle", "POSTBulk", "POSTSingle",
                        "RPCGETSingle", "RPCGETSingleEmbed", "RPCSimple", "ReadSchemaPATCHSingle");
        assertThat(distinct(read.runs(), "vus"))
                .containsExactly("10", "20", "30", "40", "50", "60", "70", "80", "90", "100", "150");

        RunDraft getSingle40 = sweepRun(read.runs(), "GETSingle", "40");
        assertThat(getSingle40.name()).isEqualTo("GETSingle 40 VUs on m5a.4xlarge (2pgrest)");
        assertThat(getSingle40.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(12865.474932);
        assertThat(getSingle40.value(Steps.TOTAL, "rate/s")).isEqualTo(12865.474932);
        assertThat(getSingle40.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0);
        assertThat(read.runs()).filteredOn(run -> run.attributes().get("scenario").orElseThrow().equals("PATCHSingle"))
                .hasSize(11)
                .allSatisfy(run -> assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0));
        RunDraft bulk90 = sweepRun(read.runs(), "POSTBulk", "90");
        assertThat(bulk90.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.6256);
        assertThat(bulk90.value(Steps.TOTAL, "failed %")).isEqualTo(62.56);
        RunDraft unmeasured = sweepRun(read.runs(), "ReadSchemaPATCHSingle", "150");
        assertThat(unmeasured.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2554.885865);
        assertThat(unmeasured.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isNaN();
        assertThat(read.notes())
                .containsExactly("11 sweep line(s) give X for the failure rate: stored without errors.rate.");
    }

    @Test
    void theThreeDeploymentsAreToldApart() throws Exception {
        RunDraft four = sweepRun(ImportHarness.read(importer, SWEEPS.resolve("m5a.4xlarge-4pgrest.txt")).runs(),
                "GETSingleEmbed", "50");
        assertThat(four.attributes().get("deployment")).hasValue("4pgrest");
        assertThat(four.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(9786.084404);

        List<RunDraft> eight = ImportHarness.read(importer, SWEEPS.resolve("m5a.4xlarge-8pgrest.txt")).runs();
        assertThat(eight).hasSize(110);
        assertThat(sweepRun(eight, "POSTBulk", "80").value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0437);
        assertThat(sweepRun(eight, "GETSingle", "10").attributes().get("deployment")).hasValue("8pgrest");
    }

    @Test
    void claimsPastedTablesAndNothingElse(@TempDir Path folder) throws Exception {
        try (Stream<Path> files = Files.list(K6_TABLES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".txt")).toList()) {
                assertThat(detect(file)).as(file.toString()).isTrue();
            }
        }
        assertThat(detect(SWEEPS.resolve("m5a.4xlarge-8pgrest.txt"))).isTrue();
        try (Stream<Path> files = Files.walk(Fixtures.root())) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> !f.endsWith("SOURCES.md")).toList()) {
                assertThat(detect(file)).as(file.toString()).isFalse();
            }
        }
        Path prose = folder.resolve("prose.txt");
        Files.writeString(prose, """
                Results

                We ran GETSingle at 10, 20 and 40 VUs on m5a.4xlarge; the http_reqs rate went from
                7438.58/s to 12865.47/s while failed requests stayed at 0.00%.

                GETSingle
                Ten virtual users gave 7438.584307 requests per second.
                """, StandardCharsets.UTF_8);
        assertThat(detect(prose)).isFalse();
        assertThat(detect(K6_TABLES.resolve("README.md"))).isFalse();
    }

    private boolean detect(Path file) throws Exception {
        return importer.detect(ImportSource.of(file).peek());
    }

    private static RunDraft run(List<RunDraft> runs, String instance, String scenario) {
        Map<String, RunDraft> byKey = runs.stream().collect(Collectors.toMap(
                run -> run.attributes().get("instance").orElseThrow() + " " + run.attributes().get("scenario").orElseThrow(),
                run -> run));
        assertThat(byKey).containsKey(instance + " " + scenario);
        return byKey.get(instance + " " + scenario);
    }

    private static List<String> distinct(List<RunDraft> runs, String attribute) {
        return runs.stream().map(run -> run.attributes().get(attribute).orElseThrow()).distinct().toList();
    }

    private static RunDraft sweepRun(List<RunDraft> runs, String scenario, String vus) {
        return runs.stream()
                .filter(run -> run.attributes().get("scenario").orElseThrow().equals(scenario)
                        && run.attributes().get("vus").orElseThrow().equals(vus))
                .findFirst().orElseThrow(() -> new AssertionError("no run " + scenario + " at " + vus + " VUs"));
    }
}
