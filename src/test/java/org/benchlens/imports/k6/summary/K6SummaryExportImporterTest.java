package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.imports.k6.summary.K6RunAssertions.attribute;
import static org.benchlens.imports.k6.summary.K6RunAssertions.onlyRun;
import static org.benchlens.imports.k6.summary.K6RunAssertions.steps;
import static org.benchlens.imports.k6.summary.K6RunAssertions.unit;
import static org.benchlens.model.Steps.TOTAL;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class K6SummaryExportImporterTest {

    static final String GET_SINGLE = "k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json";
    static final String POST_BULK = "k6/02_pgrst-bench_2020_t3anano_POSTBulk_summary-export_k6v0.27.json";
    static final String NESTED_GROUPS = "k6/06_k6-html-reporter_2020_summary-export_pre-v0.30.json";
    static final String V031 = "k6/08_qr-code-generator_2021_summary-export_v0.31plus.json";

    private final K6SummaryExportImporter importer = new K6SummaryExportImporter();

    @Test
    void getSingleOnT3aNanoGivesTheNumbersOfTheBlogTable() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(GET_SINGLE));
        RunDraft run = onlyRun(read);

        assertThat(run.format()).isEqualTo("k6-summary");
        assertThat(run.name()).isEqualTo("01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27");
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005));
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(82435);
        assertThat(run.value(TOTAL, Metrics.LATENCY_AVG)).isCloseTo(59.21, within(0.01));
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isCloseTo(133.97, within(0.01));
        assertThat(run.value(TOTAL, Metrics.LATENCY_MAX)).isCloseTo(2155.31, within(0.01));
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(230);
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isZero();
        assertThat(run.value(TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(23906150);
        assertThat(run.value(TOTAL, Metrics.DATA_SENT)).isEqualTo(8490805);
        // 82435 requests at 1372.48/s: the minute of the test plus setup and graceful stop
        assertThat(run.value(TOTAL, Metrics.DURATION)).isCloseTo(60.06, within(0.005));

        assertThat(attribute(run, "errors.source")).isEqualTo("failed requests");
        assertThat(attribute(run, "thresholds")).isEqualTo("passed");
        assertThat(attribute(run, "thresholds.failed")).isNull();
        assertThat(attribute(run, "vus")).isEqualTo("230");
        assertThat(attribute(run, "k6.version")).isEqualTo("<=0.29");
        assertThat(attribute(run, "duration.source")).isEqualTo("derived from http_reqs count / rate");
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void getSingleKeepsEveryMetricUnderItsOwnNameAndUnit() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(GET_SINGLE)));

        assertThat(run.value(TOTAL, "http_req_duration.p(95)")).isEqualTo(133.970867);
        assertThat(unit(run, TOTAL, "http_req_duration.p(95)")).isEqualTo(Units.MILLISECONDS);
        assertThat(run.value(TOTAL, "http_reqs.count")).isEqualTo(82435);
        assertThat(unit(run, TOTAL, "http_reqs.count")).isEqualTo(Units.COUNT);
        assertThat(run.value(TOTAL, "http_reqs.rate")).isEqualTo(1372.484402539363);
        assertThat(unit(run, TOTAL, "http_reqs.rate")).isEqualTo(Units.PER_SECOND);
        assertThat(run.value(TOTAL, "data_received.count")).isEqualTo(23906150);
        assertThat(unit(run, TOTAL, "data_received.count")).isEqualTo(Units.BYTES);
        assertThat(run.value(TOTAL, "dropped_iterations.count")).isEqualTo(1567);
        assertThat(run.value(TOTAL, "vus.max")).isEqualTo(230);
        assertThat(run.value(TOTAL, "vus_max.min")).isEqualTo(106);
        assertThat(run.value(TOTAL, "failed requests.rate")).isZero();
        assertThat(unit(run, TOTAL, "failed requests.rate")).isEqualTo(Units.RATIO);
        assertThat(run.value(TOTAL, "failed requests.fails")).isEqualTo(82435);
        assertThat(run.value(TOTAL, "failed requests.passes")).isZero();
        assertThat(steps(run)).containsExactly(TOTAL);
    }

    @Test
    void postBulkGivesItsRateLatencyAndUploadAndKeepsItsTeardownGroup() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(POST_BULK)));

        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(557.42, within(0.005));
        assertThat(run.value(TOTAL, Metrics.LATENCY_AVG)).isCloseTo(52.96, within(0.01));
        assertThat(run.value(TOTAL, Metrics.DATA_SENT)).isEqualTo(239511944);
        assertThat(run.value(TOTAL, "data_sent.count")).isEqualTo(239511944);
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(162);
        assertThat(attribute(run, "vus")).isEqualTo("162");
        assertThat(steps(run)).containsExactly(TOTAL, "teardown");
        assertThat(run.value("teardown", "checks.passes")).isZero();
        assertThat(run.value("teardown", "checks.fails")).isZero();
    }

    @Test
    void nestedGroupsBecomeStepsNamedByTheirPathWithTheirOwnChecks() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(NESTED_GROUPS)));

        assertThat(steps(run)).containsExactly(TOTAL, "s1", "s1::case one", "s1::case two",
                "s2", "s2::case one 2", "s2::case two 2");
        assertThat(run.value("s1::case one", "checks.passes")).isEqualTo(21);
        assertThat(run.value("s1::case one", "checks.fails")).isZero();
        assertThat(run.value("s1::case one", "checks.rate")).isEqualTo(1.0);
        assertThat(run.value("s1::case one", "checks{check:status code is 200}.passes")).isEqualTo(21);
        assertThat(run.value("s1", "checks{check:status code is 200 first sub-root}.passes")).isEqualTo(21);
        assertThat(run.value("s2::case two 2", "checks{check:status code is 200 a}.passes")).isEqualTo(21);
        // s2 has no checks of its own, only its subgroups do
        assertThat(run.value("s2", "checks.passes")).isZero();
        assertThat(run.value(TOTAL, "checks{check:status code is 200 root}.passes")).isEqualTo(21);
    }

    @Test
    void rateComputedFromPassesAndFailsBecauseOldK6WroteZero() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(NESTED_GROUPS)));

        // the file says "checks": {"fails": 0, "passes": 126, "value": 0}
        assertThat(run.value(TOTAL, "checks.passes")).isEqualTo(126);
        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isEqualTo(1.0);
        assertThat(attribute(run, "checks")).isEqualTo("100.00% passed (126 of 126)");
        assertThat(attribute(run, "k6.version")).isEqualTo("<=0.29");
    }

    @Test
    void failedThresholdsAreListedAndTheOddOnesOnACounterAreReported() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(NESTED_GROUPS));
        RunDraft run = onlyRun(read);

        assertThat(attribute(run, "thresholds")).isEqualTo("failed");
        assertThat(attribute(run, "thresholds.failed")).isEqualTo(
                "data_received: p(90) < 400; http_req_duration: p(90) < 400; vus: p(90) < 400");
        assertThat(read.notes()).contains(
                "the threshold \"p(90) < 400\" on data_received tests p(90), which a counter does not have;"
                        + " k6 reported it as failed",
                "the threshold \"p(95) < 1000\" on vus tests p(95), which a gauge does not have;"
                        + " k6 reported it as passed");
        assertThat(attribute(run, "vus")).isEqualTo("8");
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(7);
    }

    @Test
    void v031ExportKeepsCustomPercentilesTheSubMetricAndFailedRequests() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(V031)));

        assertThat(run.value(TOTAL, Metrics.LATENCY_P99)).isCloseTo(348.649, within(0.0005));
        assertThat(run.value(TOTAL, Metrics.LATENCY_P999)).isCloseTo(787.113, within(0.0005));
        assertThat(run.value(TOTAL, "http_req_duration.p(99.9)")).isEqualTo(787.1129890000226);
        assertThat(run.value(TOTAL, "http_req_duration.count")).isEqualTo(493168);
        assertThat(unit(run, TOTAL, "http_req_duration.count")).isEqualTo(Units.COUNT);
        assertThat(run.value(TOTAL, "http_req_duration{expected_response:true}.p(99)")).isEqualTo(348.6492700000003);
        assertThat(unit(run, TOTAL, "http_req_duration{expected_response:true}.p(99)")).isEqualTo(Units.MILLISECONDS);
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isZero();
        assertThat(attribute(run, "errors.source")).isEqualTo("http_req_failed");
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(4288.10, within(0.005));
        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isEqualTo(1.0);
        assertThat(attribute(run, "k6.version")).isEqualTo(">=0.31");
        assertThat(attribute(run, "thresholds")).isNull();
        assertThat(attribute(run, "vus")).isEqualTo("174");
    }

    @Test
    void normalisedLatenciesComeInReadingOrderWhateverTheFileOrder() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(V031)));

        assertThat(run.measurements().stream().map(m -> m.metric()).filter(m -> m.startsWith("latency.")))
                .containsExactly(Metrics.LATENCY_AVG, Metrics.LATENCY_MIN, Metrics.LATENCY_MED,
                        Metrics.LATENCY_P99, Metrics.LATENCY_P999, Metrics.LATENCY_MAX);
    }

    @Test
    void aGzippedSummaryReadsTheSame(@TempDir Path folder) throws Exception {
        Path gzipped = folder.resolve("GETSingle.json.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            Files.copy(Fixtures.path(GET_SINGLE), out);
        }
        RunDraft run = onlyRun(ImportHarness.read(importer, gzipped));

        assertThat(run.name()).isEqualTo("GETSingle");
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(1372.48, within(0.005));
    }
}
