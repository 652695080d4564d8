package org.benchlens.imports.k6.points;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.Series;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** k6 points, as NDJSON and as CSV, through the import service into the H2 and the PostgreSQL store, and back. */
class K6PointStoreTest {

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void theRunItsSeriesAndHistogramsComeBackFromTheStore(TestStores.Kind kind) throws Exception {
        try (Store store = TestStores.open(kind)) {
            ImportSummary summary = ImportHarness.importInto(store, Fixtures.path(K6NdjsonImporterTest.PLAIN));
            ImportResult result = summary.results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(result.format()).isEqualTo("k6-ndjson");
            assertThat(result.notes()).isEmpty();

            List<RunResult> stored = ImportHarness.results(store);
            assertThat(stored).hasSize(1);
            RunResult run = stored.get(0);
            assertThat(run.run().name()).isEqualTo("contacts 2 VUs");
            assertThat(run.run().attribute("vus")).isEqualTo("2");
            assertThat(run.steps()).containsExactly(TOTAL, "contacts");
            assertThat(value(run, TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
            assertThat(value(run, TOTAL, Metrics.THROUGHPUT)).isCloseTo(16.1808, within(0.0001));
            assertThat(value(run, "contacts", "http_req_duration.avg")).isCloseTo(122.4664, within(0.0001));
            assertThat(value(run, TOTAL, Metrics.LATENCY_P95)).isCloseTo(125.3, within(0.02));
            assertThat(run.find(TOTAL, "http_req_duration.p(95)").orElseThrow().unit()).isEqualTo("ms");
            assertThat(value(run, TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(1_917_677);

            long id = run.run().id();
            List<Series> series = store.read(session -> session.series().forRun(id));
            Series rate = series.stream().filter(s -> s.step().equals(TOTAL) && s.metric().equals(Metrics.SERIES_RATE))
                    .findFirst().orElseThrow();
            assertThat(rate.points()).hasSize(21);
            assertThat(rate.points().stream().mapToDouble(p -> p.value()).sum()).isEqualTo(322);
            List<LatencyHistogram> histograms = store.read(session -> session.histograms().forRun(id));
            LatencyHistogram total = histograms.stream()
                    .filter(h -> h.step().equals(TOTAL) && h.metric().equals("http_req_duration"))
                    .findFirst().orElseThrow();
            assertThat(total.decode().getTotalCount()).isEqualTo(322);
            assertThat(total.decode().getValueAtPercentile(95) / 1000.0).isCloseTo(125.3, within(0.02));

            // its gzipped copy is the same input (decision 0129, CompressedCopyTest), and so is the file again
            ImportResult again = ImportHarness.importInto(store, Fixtures.path(K6NdjsonImporterTest.GZIPPED))
                    .results().get(0);
            assertThat(again.status()).isEqualTo(ImportResult.Status.DUPLICATE);
            assertThat(ImportHarness.importInto(store, Fixtures.path(K6NdjsonImporterTest.PLAIN)).results().get(0)
                    .status()).isEqualTo(ImportResult.Status.DUPLICATE);
        }
    }

    @ParameterizedTest
    @MethodSource("org.benchlens.testing.TestStores#kinds")
    void aCsvFileGivesTheSameNumbers(TestStores.Kind kind, @TempDir Path folder) throws Exception {
        Path csv = K6CsvFromNdjson.write(Fixtures.path(K6NdjsonImporterTest.PLAIN), folder.resolve("contacts.csv"),
                K6CsvFromNdjson.RECENT_TAGS, true, K6CsvFromNdjson.UNIX);
        try (Store store = TestStores.open(kind)) {
            ImportResult result = ImportHarness.importInto(store, csv).results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(result.format()).isEqualTo("k6-csv");
            RunResult run = ImportHarness.results(store).get(0);
            assertThat(run.run().name()).isEqualTo("contacts 2 VUs");
            assertThat(value(run, TOTAL, Metrics.OPERATIONS)).isEqualTo(322);
            assertThat(value(run, TOTAL, Metrics.THROUGHPUT)).isEqualTo(16.1);
            assertThat(value(run, "contacts", "http_req_duration.avg")).isCloseTo(122.4664, within(0.0001));
            assertThat(value(run, TOTAL, Metrics.LATENCY_P95)).isCloseTo(125.3, within(0.02));
        }
    }

    private static double value(RunResult result, String step, String metric) {
        return result.find(step, metric).orElseThrow(() -> new AssertionError("no " + step + " " + metric)).value();
    }
}
