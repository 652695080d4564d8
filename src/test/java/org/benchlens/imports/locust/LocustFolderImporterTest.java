package org.benchlens.imports.locust;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** The files of one Locust --csv prefix are one run when their folder is imported. */
class LocustFolderImporterTest {

    private final LocustFolderImporter importer = new LocustFolderImporter();

    @TempDir
    Path temp;

    private List<RunDraft> read(Path folder) throws Exception {
        ImportHarness.Collector collector = new ImportHarness.Collector();
        importer.read(folder, importer.claim(folder), collector);
        return collector.runs();
    }

    @Test
    void aPrefixsStatisticsHistoryFailuresAndExceptionsAreOneRun() throws Exception {
        Path folder = RealWorld.path("locust/phoenix-loadgen");

        assertThat(importer.claim(folder).stream().map(file -> file.getFileName().toString())).containsExactlyInAnyOrder(
                "example_stats.csv", "example_stats_history.csv", "example_failures.csv", "example_exceptions.csv");
        List<RunDraft> runs = read(folder);

        assertThat(runs).hasSize(1);
        RunDraft run = runs.get(0);
        assertThat(run.name()).isEqualTo("example");
        // the statistics' figures, the history's series and times
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(0.658555259460807);
        assertThat(run.attributes().values()).doesNotContainKey(AttributeKeys.THROUGHPUT_SOURCE)
                .containsEntry(AttributeKeys.VUS, "1").containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(run.startedAt()).isEqualTo(Instant.ofEpochSecond(1696382639));
        assertThat(run.series().stream().filter(s -> s.metric().equals(Metrics.SERIES_P95)).findFirst().orElseThrow()
                .points()).hasSize(50);
        // failures by kind in their request's step and the total, exceptions in the total
        String error = "errors.HTTPError('404 Client Error: Not Found for url: /project/[id]/users')";
        assertThat(run.value("POST /project/[id]/users", error)).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, error)).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, "exceptions.module 'string' has no attribute 'letters'")).isEqualTo(1);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(1);
    }

    @Test
    void everyPrefixOfAFolderIsARunOfItsOwn() throws Exception {
        List<RunDraft> runs = read(RealWorld.path("locust"));

        assertThat(runs.stream().map(RunDraft::name))
                .containsExactly("locust-experiments_locust11_example", "rutu-sh-load-testing_locust-1_data",
                        "xfj_locust10_gbk_example");
        RunDraft xfj = runs.get(2);
        assertThat(xfj.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(8.59);
        assertThat(xfj.value(Steps.TOTAL, Metrics.VUS_MAX)).isEqualTo(200);
        assertThat(xfj.series()).isNotEmpty();
        // the failures by kind add up to the statistics' Failure Count
        assertThat(xfj.measurements().stream().filter(m -> m.step().equals(Steps.TOTAL)
                && m.metric().startsWith("errors.") && !m.metric().equals(Metrics.ERRORS)
                && !m.metric().equals(Metrics.ERRORS_RATE)).mapToDouble(m -> m.value()).sum()).isEqualTo(1681);
        assertThat(runs.get(0).series()).isEmpty();
    }

    @Test
    void everyRequestOfAFailedRunHasItsErrorCounted() throws Exception {
        RunDraft run = read(RealWorld.path("locust/locust-scenario")).get(0);

        String page = "GET http://192.168.100.38:30946/?page_id=1004";
        assertThat(run.value(page, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(run.value(page, "errors.\"RetriesExceeded('http://192.168.100.38:30946/?page_id=1004', 1,"
                + " original=timed out)\"")).isEqualTo(56);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(881);
        assertThat(run.series().stream().map(s -> s.step()).distinct()).hasSize(7);
    }

    @Test
    void aHistoryAloneInItsFolderIsARunWithItsTotals() throws Exception {
        Path folder = Files.createDirectory(temp.resolve("only-history"));
        Files.copy(RealWorld.path("locust/phoenix-loadgen/example_stats_history.csv"),
                folder.resolve("run_stats_history.csv"));

        RunDraft run = read(folder).get(0);

        assertThat(run.name()).isEqualTo("run");
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(13);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(13.0 / 50);
    }

    @Test
    void aFolderImportStoresAPrefixAsOneRunAndAFailuresFileNamedAloneIsRefusedWithTheWayOut() throws Exception {
        Path folder = Files.createDirectory(temp.resolve("phoenix"));
        for (String kind : List.of("stats", "stats_history", "failures", "exceptions")) {
            Files.copy(RealWorld.path("locust/phoenix-loadgen/example_" + kind + ".csv"),
                    folder.resolve("example_" + kind + ".csv"), StandardCopyOption.REPLACE_EXISTING);
        }
        try (Store store = TestStores.h2()) {
            ImportSummary walked = ImportHarness.importInto(store, folder);
            ImportSummary alone = ImportHarness.importInto(store, folder.resolve("example_failures.csv"));

            assertThat(walked.results()).hasSize(1);
            assertThat(walked.results().get(0).status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(walked.results().get(0).format()).isEqualTo("locust");
            List<RunResult> stored = ImportHarness.results(store);
            assertThat(stored).hasSize(1);
            assertThat(stored.get(0).find(Steps.TOTAL, Metrics.OPERATIONS).orElseThrow().value()).isEqualTo(13);
            assertThat(alone.results().get(0).status()).isEqualTo(ImportResult.Status.FAILED);
            assertThat(alone.results().get(0).problem().message()).isEqualTo("this is Locust's failures file, which"
                    + " BenchLens reads only with the statistics of its run: import the folder that holds it and its"
                    + " PREFIX_stats.csv");
        }
    }

    @Test
    void everyRealLocustFolderIsStoredAsItsPrefixesRuns() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, RealWorld.path("locust"));

            assertThat(summary.results()).hasSize(3).allSatisfy(result -> {
                assertThat(result.status()).as(result.describe()).isEqualTo(ImportResult.Status.IMPORTED);
                assertThat(result.format()).isEqualTo("locust");
            });
            assertThat(ImportHarness.results(store).stream().map(result -> result.run().name()))
                    .containsExactlyInAnyOrder("locust-experiments_locust11_example", "rutu-sh-load-testing_locust-1_data",
                            "xfj_locust10_gbk_example",
                            "example", "example");
        }
    }
}
