package org.benchlens.imports.cut;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * Real JSON files given a key twice in one object, and a history with a negative time: refused
 * with the place and the name, nothing stored.
 */
class ImpossibleJsonTest {

    private static final String NDJSON = "k6/12_xk6-dashboard_2023_out-json_ndjson.json";

    @TempDir
    Path dir;

    private ImportResult importText(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        try (Store store = TestStores.h2()) {
            ImportResult result = ImportHarness.importInto(store, file).results().get(0);
            assertThat(ImportHarness.results(store)).isEmpty();
            return result;
        }
    }

    @Test
    void aK6PointWhoseValueIsGivenTwiceIsRefused() throws Exception {
        String text = Files.readString(Fixtures.path(NDJSON)).replace("\"value\":125.184134,",
                "\"value\":99999,\"value\":125.184134,");

        ImportResult result = importText("k6.json", text);

        assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
        assertThat(result.problem().toString()).isEqualTo(dir.resolve("k6.json") + ":6:119: expected one JSON"
                + " object per line (the field \"value\" appears twice in one object)");
    }

    @Test
    void aK6PointWithATagGivenTwiceIsRefused() throws Exception {
        String text = Files.readString(Fixtures.path(NDJSON)).replaceFirst("\"tags\":\\{\"expected_response\":\"true\",",
                "\"tags\":{\"expected_response\":\"true\",\"expected_response\":\"false\",");

        ImportResult result = importText("k6.json", text);

        assertThat(result.problem().toString()).isEqualTo(dir.resolve("k6.json") + ":2:155: expected one JSON object"
                + " per line (the field \"expected_response\" appears twice in one object)");
    }

    static Stream<Arguments> jsonFiles() {
        return Stream.of(
                Arguments.of("k6 summary-export", Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json")),
                Arguments.of("k6 handleSummary", Fixtures.path("k6/07_k6-html-reporter_2021_handleSummary_v0.30.json")),
                Arguments.of("k6 NDJSON", Fixtures.path(NDJSON)),
                Arguments.of("vegeta JSON", RealWorld.path("vegeta/ml-model-on-gke_loadtest_metrics.json")),
                Arguments.of("vegeta results", RealWorld.path("vegeta-results/constructed_vegeta_encode_json.jsonl")),
                Arguments.of("oha", RealWorld.path("oha/constructed_oha_json_schema-shaped.json")),
                Arguments.of("gatling", RealWorld.path("gatling/gatling-demo_googletest_stats.json")),
                Arguments.of("jmeter statistics", RealWorld.path("jmeter-dashboard/serverest_report_statistics.json")),
                Arguments.of("history data.js", RealWorld.path("history/antlabs-gurl_go_data.js")));
    }

    /** The last object of each file (the whole document, or the last NDJSON line) gets a member twice. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("jsonFiles")
    void aKeyGivenTwiceInAnyJsonFormatIsRefused(String format, Path real) throws Exception {
        String text = Files.readString(real);
        int brace = text.lastIndexOf('}');
        String twice = text.substring(0, brace) + ",\"twice\":1,\"twice\":2" + text.substring(brace);

        ImportResult result = importText(real.getFileName().toString(), twice);

        assertThat(result.status()).as(result.describe()).isEqualTo(ImportResult.Status.FAILED);
        assertThat(result.problem().message()).contains("the field \"twice\" appears twice in one object");
    }

    @Test
    void aHistoryWithANegativeTimeNamesTheStepAndTheValue() throws Exception {
        String text = Files.readString(RealWorld.path("history/antlabs-gurl_go_data.js"))
                .replaceFirst("\"value\": 100079083,", "\"value\": -100079083,");

        ImportResult result = importText("data.js", text);

        assertThat(result.problem().toString()).isEqualTo(dir.resolve("data.js") + ":30:22: value of step"
                + " BenchmarkNetHTTPClient in run 'Benchmark @ b596b64' is -100079083 ns/op, but a time, size, count or"
                + " rate cannot be negative");
    }
}
