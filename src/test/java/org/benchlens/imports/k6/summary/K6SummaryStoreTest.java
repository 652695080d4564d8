package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** The k6 summaries through the import service into the H2 and the PostgreSQL store, and back. */
class K6SummaryStoreTest {

    private static RunResult named(List<RunResult> results, String name) {
        return results.stream().filter(r -> r.run().name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no run named " + name));
    }

    private static double value(RunResult result, String step, String metric) {
        return result.find(step, metric).orElseThrow(() -> new AssertionError("no " + metric)).value();
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void importsEachShapeOnceAndKnowsTheSecondImport(TestStores.Kind kind, @TempDir Path folder) throws Exception {
        Path v1 = folder.resolve("GETSingle-50vus.json");
        Files.writeString(v1, K6SummaryV1ImporterTest.SAMPLE);
        Path getSingle = Fixtures.path(K6SummaryExportImporterTest.GET_SINGLE);
        Path handleSummary = Fixtures.path(K6HandleSummaryImporterTest.WITH_DURATION);
        try (Store store = TestStores.open(kind)) {
            ImportSummary first = ImportHarness.importInto(store, getSingle, handleSummary, v1);

            assertThat(first.results()).extracting(ImportResult::status).containsOnly(ImportResult.Status.IMPORTED);
            assertThat(first.results()).extracting(ImportResult::format)
                    .containsExactly("k6-summary", "k6-handle-summary", "k6-summary-v1");
            List<RunResult> stored = ImportHarness.results(store);
            assertThat(stored).hasSize(3);

            RunResult get = named(stored, "01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27");
            assertThat(value(get, TOTAL, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005));
            assertThat(value(get, TOTAL, Metrics.LATENCY_P95)).isCloseTo(133.97, within(0.01));
            assertThat(value(get, TOTAL, "data_received.count")).isEqualTo(23906150);
            assertThat(get.find(TOTAL, "http_req_duration.p(95)").orElseThrow().unit()).isEqualTo("ms");
            assertThat(get.run().attribute("thresholds")).isEqualTo("passed");
            assertThat(get.run().attribute("errors.source")).isEqualTo("failed requests");
            assertThat(get.run().attribute("vus")).isEqualTo("230");

            RunResult handle = named(stored, "10_k6-reporter_simple_handleSummary");
            assertThat(value(handle, TOTAL, Metrics.DURATION)).isCloseTo(24.425, within(0.0005));
            assertThat(value(handle, TOTAL, Metrics.ERRORS_RATE)).isCloseTo(0.3975, within(0.00005));
            assertThat(value(handle, "Example group", "checks{check:NOT 500}.passes")).isEqualTo(439);
            assertThat(handle.steps()).containsExactly(TOTAL, "Example group");

            RunResult latest = named(stored, "GETSingle-50vus");
            assertThat(value(latest, TOTAL, Metrics.THROUGHPUT)).isEqualTo(400.0);
            assertThat(latest.run().attribute("k6.version")).isEqualTo("1.5.0");
            assertThat(latest.run().endedAt()).isEqualTo(Instant.parse("2025-12-04T09:31:12.402Z"));
            assertThat(latest.run().startedAt()).isEqualTo(Instant.parse("2025-12-04T09:30:09.902Z"));

            ImportSummary again = ImportHarness.importInto(store, getSingle);

            ImportResult duplicate = again.results().get(0);
            assertThat(duplicate.status()).isEqualTo(ImportResult.Status.DUPLICATE);
            assertThat(duplicate.existingRunId()).isEqualTo(get.run().id());
            assertThat(duplicate.describe()).endsWith("already imported as run " + get.run().id());
            assertThat(ImportHarness.results(store)).hasSize(3);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aDamagedSummaryIsReportedWithItsLineAndLeavesTheStoreAsItWas(TestStores.Kind kind, @TempDir Path folder)
            throws Exception {
        String whole = Files.readString(Fixtures.path(K6SummaryExportImporterTest.GET_SINGLE));
        Path cut = folder.resolve("cut.json");
        Files.writeString(cut, whole.substring(0, whole.indexOf("\"http_reqs\"")));
        long lines = Files.readAllLines(cut).size();
        try (Store store = TestStores.open(kind)) {
            ImportResult result = ImportHarness.importInto(store, cut).results().get(0);

            assertThat(result.status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(result.format()).isEqualTo("k6-summary");
            assertThat(result.problem().line()).isEqualTo(lines);
            assertThat(result.describe()).startsWith(cut + ":" + lines + ":")
                    .endsWith("the file ends before the end of the \"metrics\" object (is it truncated?)");
            assertThat(ImportHarness.results(store)).isEmpty();
        }
    }
}
