package org.benchlens.imports.clickbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** ClickBench results from ClickBench itself and from two repositories that ran it on their own machines. */
class ClickBenchImporterTest {

    private static final List<String> FILES = List.of("duckdb_20220701_c6a.4xlarge.json",
            "duckdb_20260511_c6a.4xlarge.json", "cratedb_20250228_c6a.4xlarge-tuned.json",
            "umbra-db_hyper_epyc3.json", "puzpuzpuz_questdb.ryzen9-7900.json");

    private final ClickBenchImporter importer = new ClickBenchImporter();

    private RunDraft read(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("clickbench/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    @Test
    void aStepAQueryWithItsTriesColdAndHotRunsInSeconds() throws Exception {
        RunDraft run = read("duckdb_20260511_c6a.4xlarge.json");

        assertThat(run.format()).isEqualTo("clickbench");
        assertThat(run.name()).isEqualTo("DuckDB on c6a.4xlarge");
        List<String> queries = IntStream.range(0, 43).mapToObj(i -> "Q" + i).toList();
        assertThat(steps(run)).hasSize(44).startsWith(queries.toArray(String[]::new)).endsWith("load");
        assertThat(run.value("Q9", "time.try1")).isEqualTo(1.563);
        assertThat(run.value("Q9", "time.try2")).isEqualTo(0.614);
        assertThat(run.value("Q9", "time.try3")).isEqualTo(0.612);
        assertThat(run.value("Q9", "time.cold")).isEqualTo(1.563);
        assertThat(run.value("Q9", "time.hot")).isEqualTo(0.612);
        assertThat(run.value("Q3", "time.hot")).isEqualTo(0.086);
        assertThat(run.value("Q42", "time.cold")).isEqualTo(0.085);
        assertThat(run.value("Q9", Metrics.OPERATIONS)).isEqualTo(3);
        assertThat(run.value("Q9", Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value("load", "load_time")).isEqualTo(126);
        assertThat(run.value("load", "data_size")).isEqualTo(20_457_467_904d);
        assertThat(run.measurements()).filteredOn(m -> m.metric().equals("data_size")).singleElement()
                .extracting(Measurement::unit).isEqualTo("B");
        assertThat(run.measurements()).filteredOn(m -> m.metric().equals("time.hot"))
                .allSatisfy(m -> assertThat(m.unit()).isEqualTo("s"));
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2026-05-11T00:00:00Z"));
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "clickbench")
                .containsEntry(AttributeKeys.DBMS, "DuckDB").containsEntry(AttributeKeys.INSTANCE, "c6a.4xlarge")
                .containsEntry("date", "2026-05-11").containsEntry("cluster_size", "1").containsEntry("tuned", "no")
                .containsEntry("tags", "C++, column-oriented, DuckDB derivative, embedded")
                .doesNotContainKey("comment");
    }

    @Test
    void aFailedTryIsAFailedOperationAndNeverATime() throws Exception {
        RunDraft run = read("cratedb_20250228_c6a.4xlarge-tuned.json");

        assertThat(run.attributes().values()).containsEntry("comment", "CrateDB 5.10.2. Some queries exceed the"
                + " available heap space (CircuitBreakingException).")
                .containsEntry(AttributeKeys.DBMS, "CrateDB (tuned)");
        // [17.549, null, 18.449]: a cold run, and no hot run, as ClickBench's page takes it
        assertThat(run.value("Q4", "time.cold")).isEqualTo(17.549);
        assertThat(run.value("Q4", "time.try3")).isEqualTo(18.449);
        assertThat(run.value("Q4", "time.try2")).isNaN();
        assertThat(run.value("Q4", "time.hot")).isNaN();
        assertThat(run.value("Q4", Metrics.ERRORS)).isEqualTo(1);
        assertThat(run.value("Q4", Metrics.ERRORS_RATE)).isEqualTo(1 / 3.0);
        // [71.231, null, null] and [null, null, null]
        assertThat(run.value("Q9", "time.cold")).isEqualTo(71.231);
        assertThat(run.value("Q9", Metrics.ERRORS)).isEqualTo(2);
        assertThat(run.value("Q13", "time.cold")).isNaN();
        assertThat(run.value("Q13", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.value("Q29", "time.hot")).isEqualTo(131.59);
    }

    @Test
    void resultsFromOtherMachinesAndTheConcurrencyTest() throws Exception {
        RunDraft hyper = read("umbra-db_hyper_epyc3.json");
        assertThat(hyper.name()).isEqualTo("Hyper on epyc3");
        assertThat(hyper.value("Q42", "time.hot")).isEqualTo(0.006477009002992418);
        assertThat(hyper.value("load", "load_time")).isEqualTo(348);

        RunDraft questdb = read("puzpuzpuz_questdb.ryzen9-7900.json");
        // a try of 0.0 seconds is a time, not a failure
        assertThat(questdb.value("Q0", "time.hot")).isZero();
        assertThat(questdb.value("Q0", Metrics.ERRORS)).isZero();
        assertThat(questdb.value("load", "load_time")).isEqualTo(992.1);
        assertThat(questdb.measurements()).noneMatch(m -> m.step().equals("concurrent"));
    }

    @Test
    void theConcurrencyTestIsAStepOfQueriesASecond(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c6a.4xlarge.json");
        Files.writeString(file, Files.readString(RealWorld.path("clickbench/duckdb_20260511_c6a.4xlarge.json"))
                .replace("\"concurrent_qps\": null", "\"concurrent_qps\": 0.908")
                .replace("\"concurrent_error_ratio\": null", "\"concurrent_error_ratio\": 0.011"));

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.value("concurrent", Metrics.THROUGHPUT)).isEqualTo(0.908);
        assertThat(run.value("concurrent", Metrics.ERRORS_RATE)).isEqualTo(0.011);
    }

    @Test
    void aQueryWithoutTriesIsRefusedWithWhereAndWhat(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c6a.4xlarge.json");
        Files.writeString(file, Files.readString(RealWorld.path("clickbench/duckdb_20260511_c6a.4xlarge.json"))
                .replace("[0.132, 0.041, 0.041]", "[]"));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.line()).isEqualTo(16);
        assertThat(failure).hasMessage("expected Q1 of ClickBench's result to hold its tries (times in seconds, or"
                + " null), found none");
    }

    @Test
    void twoTriesGiveAColdRunAndNoHotOne(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c6a.4xlarge.json");
        Files.writeString(file, Files.readString(RealWorld.path("clickbench/duckdb_20260511_c6a.4xlarge.json"))
                .replace("[0.132, 0.041, 0.041]", "[0.132, 0.041]"));

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.value("Q1", "time.cold")).isEqualTo(0.132);
        assertThat(run.value("Q1", "time.try2")).isEqualTo(0.041);
        assertThat(run.value("Q1", "time.hot")).isNaN();
        assertThat(run.value("Q1", Metrics.OPERATIONS)).isEqualTo(2);
    }

    @Test
    void aTimeThatIsNoNumberIsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c6a.4xlarge.json");
        Files.writeString(file, Files.readString(RealWorld.path("clickbench/duckdb_20260511_c6a.4xlarge.json"))
                .replace("[0.132, 0.041, 0.041]", "[0.132, \"fast\", 0.041]"));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure).hasMessage("expected a number for try 2 of Q1 (seconds) in ClickBench's result, found"
                + " the string \"fast\"");
    }

    @Test
    void anImportIsOneRunAndRefusedFilesStoreNothing(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(RealWorld.path("clickbench/duckdb_20260511_c6a.4xlarge.json"))
                .replace("[0.085, 0.039, 0.039]", "[0.085, 0.039, -1]"));
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("clickbench/umbra-db_hyper_epyc3.json"), bad);

            assertThat(summary.results().get(1).describe()).contains("bad.json",
                    "expected try 3 of Q42 in ClickBench's result to be at least 0 seconds, found -1.0");
            assertThat(ImportHarness.results(store)).singleElement()
                    .satisfies(result -> assertThat(result.steps()).hasSize(44));
        }
    }

    @Test
    void theStandardRegistryPicksClickBenchForEachRealResult() throws Exception {
        for (String file : FILES) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("clickbench/" + file)).peek()))
                    .as(file).get().isInstanceOf(ClickBenchImporter.class);
        }
    }
}
