package org.benchlens.imports.oha;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** oha's JSON: in the shape its published schema gives, and a real output kept inside a harness's response. */
class OhaImporterTest {

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void secondsBecomeMillisecondsAndDeadlineAbortsAreNotFailures() throws Exception {
        RunDraft run = ImportHarness.read(new OhaImporter(),
                RealWorld.path("oha/constructed_oha_json_schema-shaped.json")).runs().get(0);

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(1149.2587);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(10.0021);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(8.7);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(51.2);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(1.1);
        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(7.9);
        assertThat(total(run, Metrics.LATENCY_P999)).isEqualTo(37.6);
        assertThat(total(run, "latency.p99.99")).isEqualTo(51.2);
        assertThat(total(run, "latency.p10")).isEqualTo(3.1);
        assertThat(total(run, Metrics.DATA_RECEIVED)).isEqualTo(11764736);
        assertThat(total(run, "rps.mean")).isEqualTo(1149.1);
        assertThat(total(run, "rps.stddev")).isNaN();
        assertThat(total(run, "rps.percentiles.p99")).isEqualTo(1207.0);
        assertThat(total(run, "status.503")).isEqualTo(2);
        assertThat(total(run, "errors.aborted due to deadline")).isEqualTo(20);
        // 11463 + 2 responses and 27 connection errors; the 20 cut by the deadline are not requests that failed
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(11492);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(29);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(29.0 / 11492);
    }

    @Test
    void aRealOutputInsideAnotherDocumentIsReadWhereItIsAndTheNoteSaysWhere() throws Exception {
        ImportHarness.Read read = ImportHarness.read(new OhaImporter(),
                RealWorld.path("oha/crush-test_response-oha.body.json"));
        RunDraft run = read.runs().get(0);

        // oha -c 20 -z 10s: 3175 responses 200, 20 requests cut by the deadline, which are no failures
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(319.4286240572688);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(3175);
        assertThat(total(run, Metrics.ERRORS)).isZero();
        assertThat(total(run, "errors.aborted due to deadline")).isEqualTo(20);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(43.479896);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(10.002234488);
        assertThat(read.notes()).containsExactly("crush-test_response-oha.body.json: oha's JSON output is read at"
                + " stdout.value, inside another document");
    }

    /** A harness may keep oha's output at any field up to four levels down; deeper, or in an array, it is not oha's. */
    @Test
    void anOutputNestedInObjectsIsFoundAtEachDepthUpToFourWithItsPath(@TempDir Path dir) throws Exception {
        String output = Files.readString(RealWorld.path("oha/brust_bench_lib_fixtures_oha.json"));
        String wrapped = output;
        StringBuilder path = new StringBuilder();
        for (int depth = 1; depth <= 5; depth++) {
            wrapped = "{\"run\": {\"tool\": \"oha\"}, \"level" + depth + "\": " + wrapped + "}";
            path.insert(0, depth == 1 ? "level1" : "level" + depth + ".");
            Path file = Files.writeString(dir.resolve("depth" + depth + ".json"), wrapped);
            if (depth <= 4) {
                ImportHarness.Read read = ImportHarness.read(new OhaImporter(), file);
                assertThat(total(read.runs().get(0), Metrics.OPERATIONS)).as("depth %d", depth).isEqualTo(62218);
                assertThat(read.notes()).containsExactly("depth" + depth + ".json: oha's JSON output is read at "
                        + path + ", inside another document");
            } else {
                assertThat(ImportHarness.failure(new OhaImporter(), file).getMessage())
                        .contains("expected the field \"summary\" in oha's JSON output");
            }
        }
        Path inArray = Files.writeString(dir.resolve("array.json"), "{\"runs\": [" + output + "], \"summary_of\": 1}");
        assertThat(ImportHarness.failure(new OhaImporter(), inArray).getMessage())
                .contains("expected the field \"summary\" in oha's JSON output");
    }

    /**
     * A real output of oha 1.x kept in a test's string: 470 responses in 10 s and 10 requests the deadline cut.
     * oha's throughput counts those 10 (480 / 10.0 s), and is kept as oha printed it; the details are in ms.
     */
    @Test
    void aRealOutputsThroughputIsOhasAndItsDetailsAreInMilliseconds() throws Exception {
        RunDraft run = ImportHarness.read(new OhaImporter(),
                RealWorld.path("oha/restful-openapi-frameworks-benchmark_oha-rs-test.json")).runs().get(0);

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(47.99543754890706).isEqualTo(480 / 10.000950601);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(470);
        assertThat(total(run, Metrics.ERRORS)).isZero();
        assertThat(total(run, "details.DNSDialup.slowest")).isEqualTo(132.091204);
        assertThat(total(run, "details.DNSLookup.average")).isEqualTo(0.03753089787234041);
    }

    /**
     * oha 1.13 added the first byte's percentiles and details, 1.15 a {@code metrics} object repeating figures in ms;
     * {@code --stats-success-breakdown} adds percentiles of the responses with and without a 2xx. Written as
     * {@code src/printer.rs} of 1.15 writes them: each kept under its name in ms, {@code metrics} left out.
     */
    @Test
    void theFirstBytesAndTheBreakdownsPercentilesOfRecentOhaAreKeptInMilliseconds(@TempDir Path dir)
            throws Exception {
        String output = Files.readString(RealWorld.path("oha/restful-openapi-frameworks-benchmark_oha-rs-test.json"));
        String recent = output.replaceFirst("\\{", """
                {
                  "metrics": {"success_rate": 1.0, "requests_per_sec": 47.99, "latency_ms": {"min": 184.0, "mean": 209.4,
                    "p50": 199.8, "p95": 232.1, "p99": 568.5, "max": 569.3}},
                  "firstByteHistogram": {"0.09": 470},
                  "firstBytePercentiles": {"p50": 0.0991, "p99": 0.2842},
                  "latencyPercentilesSuccessful": {"p50": 0.199783871, "p99": 0.568546159},
                  "latencyPercentilesNotSuccessful": {},
                """).replace("\"DNSLookup\": {", "\"firstByte\": {\"average\": 0.1, \"fastest\": 0.09,"
                + " \"slowest\": 0.2846}, \"DNSLookup\": {");
        Path file = Files.writeString(dir.resolve("oha115.json"), recent);

        RunDraft run = ImportHarness.read(new OhaImporter(), file).runs().get(0);

        assertThat(total(run, "firstBytePercentiles.p99")).isEqualTo(284.2);
        assertThat(total(run, "latencyPercentilesSuccessful.p50")).isEqualTo(total(run, Metrics.LATENCY_MED));
        assertThat(total(run, "details.firstByte.slowest")).isEqualTo(284.6);
        assertThat(run.measurements()).noneMatch(m -> m.metric().startsWith("metrics."));
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(568.546159);
    }
}
