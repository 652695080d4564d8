package org.benchlens.imports.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSummary;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunResult;
import org.benchlens.model.Series;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.store.StoreLocation;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * A Gatling report folder of 3.x until 3.9: the text simulation.log and js/global_stats.json Gatling wrote for the
 * same test (Gatling 3.7.4 and 3.1.2, each kept by a repository with its report), imported as one run.
 */
class GatlingReportFolderImporterTest {

    @TempDir
    Path dir;

    /** A report folder made of the real log and statistics of one test. */
    private Path report(String prefix, Path parent) throws Exception {
        Path report = Files.createDirectories(parent.resolve(prefix + "-report"));
        Files.copy(RealWorld.path("gatling-log/" + prefix + "_simulation.log"), report.resolve("simulation.log"));
        Files.copy(RealWorld.path("gatling/" + prefix + "_global_stats.json"),
                Files.createDirectories(report.resolve("js")).resolve("global_stats.json"));
        return report;
    }

    private static double value(RunResult run, String step, String metric) {
        return run.measurements().stream().filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .mapToDouble(Measurement::value).findFirst().orElseThrow();
    }

    @Test
    void theLogAndTheStatisticsOfOneTestAreOneRunWithGatlingsOwnFigures() throws Exception {
        Path report = report("performance-report_gatling374", dir);

        try (Store store = Store.open(StoreLocation.file(dir.resolve("store")))) {
            ImportSummary summary = ImportHarness.importInto(store, report);
            List<RunResult> runs = ImportHarness.results(store);

            assertThat(runs).hasSize(1);
            RunResult run = runs.get(0);
            assertThat(run.run().format()).isEqualTo("gatling");
            assertThat(run.run().name()).isEqualTo("performance-report_gatling374-report");
            assertThat(run.run().startedAt()).isEqualTo(Instant.parse("2022-09-06T10:48:09.902Z"));
            assertThat(run.run().attributes().values()).containsEntry("version", "3.7.4").containsEntry("vus", "14")
                    .containsEntry("simulation", "rates.RatesPerformance");
            // Gatling's t-digest figures over the log's exact ones, where both have them
            assertThat(value(run, Steps.TOTAL, Metrics.LATENCY_P95)).isEqualTo(1669);
            assertThat(value(run, Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(2026);
            assertThat(value(run, Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(245);
            // what only the log has: every request, and the series a second
            assertThat(value(run, "POST /ff_auth/login", Metrics.OPERATIONS)).isEqualTo(35);
            List<Series> series = store.read(session -> session.series().forRun(run.run().id()));
            assertThat(series).isNotEmpty();
            assertThat(summary.results()).singleElement().extracting(result -> result.notes()).asList()
                    .contains("simulation.log and js/global_stats.json are one test: one run, with Gatling's own"
                            + " figures from js/global_stats.json and the log's requests, times and series");
        }
    }

    /** Imported from a folder above it, the report is still one run: its js/ folder is not read again. */
    @Test
    void reportsInAFolderAreARunEachAndTheirJsFoldersAreNotReadAgain() throws Exception {
        Path reports = Files.createDirectories(dir.resolve("reports"));
        report("performance-report_gatling374", reports);
        report("dechat-es8_gatling312", reports);

        try (Store store = Store.open(StoreLocation.file(dir.resolve("store")))) {
            ImportHarness.importInto(store, reports);

            assertThat(ImportHarness.results(store)).hasSize(2)
                    .extracting(run -> run.run().format()).containsOnly("gatling");
        }
    }
}
