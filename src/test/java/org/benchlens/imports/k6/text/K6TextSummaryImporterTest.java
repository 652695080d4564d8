package org.benchlens.imports.k6.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.benchlens.imports.ImportSource;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.junit.jupiter.api.Test;

/** The k6 text summaries of the fixtures, read number by number. */
class K6TextSummaryImporterTest {

    private static final List<String> INSTANCES = List.of("m5a.large", "m5a.xlarge", "m5a.2xlarge",
            "m5a.4xlarge", "m5a.8xlarge", "m5a.12xlarge", "m5a.16xlarge");
    /** "instance vus" of the runs of a sweep file, in file order: each instance at 10, 50 and 100 VUs. */
    private static final List<String> SWEEP_ORDER = INSTANCES.stream()
            .flatMap(instance -> List.of(10, 50, 100).stream().map(vus -> instance + " " + vus))
            .toList();

    private final K6TextSummaryImporter importer = new K6TextSummaryImporter();

    @Test
    void vuSweepGivesOneRunPerLoadLevelAndInstanceType() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.find("k6", "04_"));

        assertThat(read.runs()).hasSize(21);
        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).allSatisfy(run -> {
            assertThat(run.format()).isEqualTo("k6-text");
            assertThat(run.attributes().get("instance")).isPresent();
            assertThat(run.attributes().get("vus")).isPresent();
            assertThat(run.attributes().get("scenario")).hasValue("GETSingle");
            assertThat(run.attributes().get("script")).hasValue("k6/GETSingle.js");
            assertThat(run.attributes().get("command")).hasValue(
                    "pgrbench-all-pg-pgrest-instances pgrbench-k6-varied-vus k6/GETSingle.js > k6/results/K6_GET_SINGLE.txt");
        });
        assertThat(read.runs()).extracting(run -> attr(run, "instance") + " " + attr(run, "vus"))
                .containsExactlyElementsOf(SWEEP_ORDER);
    }

    @Test
    void vuSweepRunHasTheSummaryNumbers() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, Fixtures.find("k6", "04_")).runs();
        RunDraft run = find(runs, "m5a.large", "10");

        assertThat(run.name()).isEqualTo("GETSingle 10 VUs on m5a.large");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2551.265784);
        assertThat(run.value(Steps.TOTAL, "http_reqs.rate")).isEqualTo(2551.265784);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(76671);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(3.84);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(6.67);
        assertThat(run.value(Steps.TOTAL, "http_req_duration.p(95)")).isEqualTo(6.67);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(65.6);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(24e6);
        assertThat(run.value(Steps.TOTAL, "data_received.count")).isEqualTo(24e6);
        assertThat(run.value(Steps.TOTAL, "data_received.rate")).isEqualTo(801e3);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(7.9e6);
        assertThat(run.value(Steps.TOTAL, "http_req_blocked.min")).as("990ns").isEqualTo(0.00099);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(10);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.0);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(0.0);
        assertThat(run.value(Steps.TOTAL, "failed requests.fails")).isEqualTo(76671);
        assertThat(run.attributes().values()).containsAllEntriesOf(Map.of(
                "postgresql_instance", "m5a.large",
                "postgrest_instance", "m5a.large",
                "postgrest_pool", "100",
                "errors.source", "failed requests",
                "thresholds", "passed",
                "k6.executor.default", "10 looping VUs for 30s (gracefulStop: 30s)"));
        assertThat(run.measurements()).filteredOn(m -> m.metric().equals(Metrics.LATENCY_P95))
                .extracting(m -> m.unit()).containsExactly(Units.MILLISECONDS);

        RunDraft last = find(runs, "m5a.16xlarge", "100");
        assertThat(last.attributes().get("postgrest_pool")).hasValue("400");
    }

    @Test
    void loadBalancedSweepIsReadTheSameWay() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.find("k6", "05_"));

        assertThat(read.runs()).hasSize(21);
        assertThat(read.runs()).allSatisfy(run -> assertThat(attr(run, "command")).contains("LB_K6_GET_SINGLE"));
        assertThat(read.runs()).extracting(run -> attr(run, "instance") + " " + attr(run, "vus"))
                .containsExactlyElementsOf(SWEEP_ORDER);
        RunDraft first = find(read.runs(), "m5a.large", "10");
        assertThat(first.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(2867.963889);
        assertThat(first.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(3.4);
        assertThat(first.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(6.51);
        assertThat(first.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(27e6);
        RunDraft last = find(read.runs(), "m5a.16xlarge", "100");
        assertThat(last.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(11779.498168);
        assertThat(last.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(8.34);
        assertThat(last.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(18.15);
        assertThat(last.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(111e6);
    }

    @Test
    void markdownWriteUpGivesTwelveRunsWithHeadingsAndCommands() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.find("k6", "03_"));

        assertThat(read.runs()).hasSize(12);
        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).extracting(run -> attr(run, "section"), run -> attr(run, "subsection"),
                        run -> attr(run, "scenario"))
                .containsExactly(
                        tuple("t3anano", "reads", "singleObject"), tuple("t3anano", "reads", "singleObject3LevEmbed"),
                        tuple("t3anano", "reads", "allObjects2LevEmbed"), tuple("t3anano", "writes", "singleObject"),
                        tuple("t3anano", "writes", "bulk"), tuple("t3anano", "writes", "bulkWColumns"),
                        tuple("t2nano", "reads", "singleObject"), tuple("t2nano", "reads", "singleObject3LevEmbed"),
                        tuple("t2nano", "reads", "allObjects2LevEmbed"), tuple("t2nano", "writes", "singleObject"),
                        tuple("t2nano", "writes", "bulk"), tuple("t2nano", "writes", "bulkWColumns"));
    }

    @Test
    void markdownGetSingleRunOnT3aNano() throws Exception {
        RunDraft run = ImportHarness.read(importer, Fixtures.find("k6", "03_")).runs().get(0);

        assertThat(run.name()).isEqualTo("singleObject 230 VUs (t3anano reads)");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1372.484403);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(82435);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(59.21);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(133.97);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).as("877.15µs").isEqualTo(0.87715);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).as("2.15s").isEqualTo(2150);
        assertThat(run.value(Steps.TOTAL, "http_req_blocked.avg")).as("70.96µs").isEqualTo(0.07096);
        assertThat(run.value(Steps.TOTAL, "http_req_blocked.max")).as("1.5s").isEqualTo(1500);
        assertThat(run.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(230);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).as("running (1m00.1s)").isEqualTo(60.1);
        assertThat(run.value(Steps.TOTAL, "dropped_iterations.count")).isEqualTo(1567);
        assertThat(run.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(8.5e6);
        assertThat(run.attributes().values()).containsAllEntriesOf(Map.of(
                "vus", "230",
                "script", "reads/singleObject.js",
                "env.HOST", "t3anano",
                "summary_export", "t3anano/reads/singleObject.json",
                "thresholds", "passed"));
        assertThat(attr(run, "command")).startsWith("nixops ssh -d pgrst-bench client k6 run");
    }

    @Test
    void markdownRunsKeepThresholdFailuresAndGroups() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, Fixtures.find("k6", "03_")).runs();

        RunDraft embed = runs.get(1);
        assertThat(embed.attributes().get("thresholds")).hasValue("failed");
        assertThat(embed.attributes().get("thresholds.failed")).hasValue("http_req_duration");
        assertThat(embed.value(Steps.TOTAL, Metrics.LATENCY_AVG)).as("1.04s").isEqualTo(1040);

        RunDraft bulk = runs.get(4);
        assertThat(bulk.attributes().get("script")).hasValue("writes/bulk.js");
        assertThat(bulk.attributes().get("groups")).hasValue("teardown");
        assertThat(bulk.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(557.423585);
        assertThat(bulk.value(Steps.TOTAL, "vus.value")).as("VUs left at the end").isEqualTo(0);
        assertThat(bulk.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(162);
        assertThat(bulk.attributes().get("vus")).hasValue("162");
        assertThat(bulk.value(Steps.TOTAL, Metrics.DATA_SENT)).isEqualTo(240e6);

        RunDraft allEmbed = runs.get(2);
        assertThat(allEmbed.value(Steps.TOTAL, Metrics.DATA_RECEIVED)).as("1.7 GB").isEqualTo(1.7e9);
        assertThat(allEmbed.value(Steps.TOTAL, Metrics.DURATION)).as("running (1m13.5s)").isEqualTo(73.5);
    }

    @Test
    void recognisesTheTextSummariesOnly() throws Exception {
        for (String prefix : List.of("03_", "04_", "05_")) {
            assertThat(importer.detect(ImportSource.of(Fixtures.find("k6", prefix)).peek()))
                    .as(prefix).isTrue();
        }
        for (String prefix : List.of("01_", "02_", "06_", "07_", "08_", "10_", "12_", "13_")) {
            assertThat(importer.detect(ImportSource.of(Fixtures.find("k6", prefix)).peek()))
                    .as(prefix).isFalse();
        }
        for (String folder : List.of("ybio", "ibench")) {
            try (var files = Files.walk(Fixtures.root().resolve(folder))) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    assertThat(importer.detect(ImportSource.of(file).peek())).as(file.toString()).isFalse();
                }
            }
        }
    }

    private static RunDraft find(List<RunDraft> runs, String instance, String vus) {
        Map<String, RunDraft> byKey = runs.stream()
                .collect(Collectors.toMap(run -> attr(run, "instance") + " " + attr(run, "vus"), run -> run));
        assertThat(byKey).containsKey(instance + " " + vus);
        return byKey.get(instance + " " + vus);
    }

    private static String attr(RunDraft run, String key) {
        return run.attributes().get(key).orElse(null);
    }
}
