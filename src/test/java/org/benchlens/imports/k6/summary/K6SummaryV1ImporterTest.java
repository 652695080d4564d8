package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.imports.k6.summary.K6RunAssertions.attribute;
import static org.benchlens.imports.k6.summary.K6RunAssertions.onlyRun;
import static org.benchlens.imports.k6.summary.K6RunAssertions.unit;
import static org.benchlens.model.Steps.TOTAL;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;
import org.benchlens.testing.ImportHarness;

/**
 * The machine-readable summary of k6 1.5 (opt-in with --new-machine-readable-summary). No real
 * file is at hand, so the tests write one the shape k6 1.5 writes: metrics in a list, counters
 * with their count only, rates as matches of total, checks with their own metrics and results.
 */
class K6SummaryV1ImporterTest {

    static final String SAMPLE = """
            {
              "version": "1.0.0",
              "metadata": {
                "generatedAt": "2025-12-04T09:31:12.402Z",
                "k6Version": "1.5.0"
              },
              "config": {
                "duration": 62.5,
                "execution": "local",
                "script": "scripts/get-single.js"
              },
              "results": {
                "checks": {
                  "metrics": [
                    {"name": "checks_total", "type": "counter", "contains": "default", "values": {"count": 50000}},
                    {"name": "checks_failed", "type": "rate", "contains": "default",
                     "values": {"matches": 25, "rate": 0.0005, "total": 50000}},
                    {"name": "checks_succeeded", "type": "rate", "contains": "default",
                     "values": {"matches": 49975, "rate": 0.9995, "total": 50000}}
                  ],
                  "results": [
                    {"name": "status is 200", "passes": 24975, "fails": 25},
                    {"name": "body has an id", "passes": 25000, "fails": 0}
                  ]
                },
                "metrics": [
                  {"name": "http_req_duration", "type": "trend", "contains": "time",
                   "values": {"avg": 18.24, "max": 403.7, "med": 12.9, "min": 0.81, "p(90)": 35.1, "p(95)": 48.6}},
                  {"name": "http_req_failed", "type": "rate", "contains": "default",
                   "values": {"matches": 25, "rate": 0.001, "total": 25000}},
                  {"name": "http_reqs", "type": "counter", "contains": "default", "values": {"count": 25000}},
                  {"name": "iteration_duration", "type": "trend", "contains": "time",
                   "values": {"avg": 19.02, "max": 404.9, "med": 13.5, "min": 1.1, "p(90)": 36.0, "p(95)": 49.9}},
                  {"name": "iterations", "type": "counter", "contains": "default", "values": {"count": 25000}},
                  {"name": "vus", "type": "gauge", "contains": "default", "values": {"max": 50, "min": 1, "value": 3}},
                  {"name": "vus_max", "type": "gauge", "contains": "default", "values": {"max": 50, "min": 50, "value": 50}},
                  {"name": "data_received", "type": "counter", "contains": "data", "values": {"count": 7150000}},
                  {"name": "data_sent", "type": "counter", "contains": "data", "values": {"count": 2400000}},
                  {"name": "queue wait", "type": "trend", "contains": "time",
                   "values": {"avg": 2.5, "max": 9.0, "med": 2.0, "min": 0.5, "p(90)": 5.0, "p(95)": 6.5}}
                ]
              }
            }
            """;

    private final K6SummaryV1Importer importer = new K6SummaryV1Importer();

    private static Path write(Path folder, String name, String text) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void readsTheNumbersAndSaysWhichK6WroteThem(@TempDir Path folder) throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, write(folder, "GETSingle-50vus.json", SAMPLE));
        RunDraft run = onlyRun(read);

        assertThat(run.format()).isEqualTo("k6-summary-v1");
        assertThat(run.name()).isEqualTo("GETSingle-50vus");
        assertThat(run.value(TOTAL, Metrics.OPERATIONS)).isEqualTo(25000);
        // counters keep only their count here: 25000 requests in 62.5 s
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isEqualTo(400.0);
        assertThat(attribute(run, "throughput.source")).isEqualTo("derived from http_reqs count / config.duration");
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isEqualTo(48.6);
        assertThat(run.value(TOTAL, Metrics.LATENCY_P90)).isEqualTo(35.1);
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.001);
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isEqualTo(25);
        assertThat(run.value(TOTAL, Metrics.DATA_RECEIVED)).isEqualTo(7150000);
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(50);
        assertThat(run.value(TOTAL, Metrics.DURATION)).isEqualTo(62.5);
        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isEqualTo(0.9995);
        assertThat(attribute(run, "k6.version")).isEqualTo("1.5.0");
        assertThat(attribute(run, "k6.summary_version")).isEqualTo("1.0.0");
        assertThat(attribute(run, "k6.execution")).isEqualTo("local");
        assertThat(attribute(run, "script")).isEqualTo("scripts/get-single.js");
        assertThat(attribute(run, "vus")).isEqualTo("50");
        assertThat(attribute(run, "checks")).isEqualTo("99.95% passed (49975 of 50000)");
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2025-12-04T09:31:12.402Z"));
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2025-12-04T09:30:09.902Z"));
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void ratesAreKeptAsPassesAndFailsLikeTheOlderShapes(@TempDir Path folder) throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, write(folder, "run.json", SAMPLE)));

        assertThat(run.value(TOTAL, "http_req_failed.passes")).isEqualTo(25);
        assertThat(run.value(TOTAL, "http_req_failed.fails")).isEqualTo(24975);
        assertThat(run.value(TOTAL, "http_req_failed.rate")).isEqualTo(0.001);
        assertThat(run.value(TOTAL, "checks_succeeded.passes")).isEqualTo(49975);
        assertThat(run.value(TOTAL, "checks_total.count")).isEqualTo(50000);
        assertThat(run.value(TOTAL, "http_reqs.count")).isEqualTo(25000);
        assertThat(run.value(TOTAL, "queue wait.p(95)")).isEqualTo(6.5);
        assertThat(unit(run, TOTAL, "queue wait.p(95)")).isEqualTo(Units.MILLISECONDS);
        assertThat(unit(run, TOTAL, "data_sent.count")).isEqualTo(Units.BYTES);
        assertThat(run.value(TOTAL, "checks{check:status is 200}.fails")).isEqualTo(25);
        assertThat(run.value(TOTAL, "checks{check:body has an id}.passes")).isEqualTo(25000);
    }

    @Test
    void aFileNamedOnlySummaryIsNamedAfterItsScript(@TempDir Path folder) throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, write(folder, "summary.json", SAMPLE)));

        assertThat(run.name()).isEqualTo("get-single");
    }

    @Test
    void acceptsSnakeCaseMetadataBarePercentilesAndTheOverallVerdict(@TempDir Path folder) throws Exception {
        String variant = """
                {"version": "1.0.0",
                 "metadata": {"generated_at": "2026-01-20T08:00:00Z", "k6_version": "1.6.1"},
                 "config": {"duration": 10, "execution": "cloud"},
                 "results": {"passed": false, "metrics": [
                   {"name": "http_req_duration", "type": "trend", "contains": "time",
                    "values": {"avg": 5, "med": 4, "p90": 9, "p95": 11}},
                   {"name": "http_reqs", "type": "counter", "contains": "default", "values": {"count": 1000}}]}}
                """;
        RunDraft run = onlyRun(ImportHarness.read(importer, write(folder, "nightly.json", variant)));

        assertThat(run.value(TOTAL, Metrics.LATENCY_P90)).isEqualTo(9);
        assertThat(run.value(TOTAL, "http_req_duration.p(95)")).isEqualTo(11);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isEqualTo(100);
        assertThat(attribute(run, "k6.version")).isEqualTo("1.6.1");
        assertThat(attribute(run, "thresholds")).isEqualTo("failed");
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2026-01-20T08:00:00Z"));
        assertThat(run.value(TOTAL, Metrics.DURATION)).isEqualTo(10);
        assertThat(run.value(TOTAL, "http_req_duration.count")).isNaN();
    }
}
