package org.benchlens.imports.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

class BenchmarkDataImporterTest {

    private static final Path GURL = RealWorld.path("history/antlabs-gurl_go_data.js");
    private static final Path SORTEDMAP = RealWorld.path("history/appsup-dart-sortedmap_benchmarkjs_data.js");

    @Test
    void goHistoryIsOneRunPerEntryWithTheFirstFigureOfEachBench() throws Exception {
        List<RunDraft> runs = ImportHarness.read(new BenchmarkDataImporter(), GURL).runs();

        assertThat(runs).extracting(RunDraft::name)
                .containsExactly("Benchmark @ b596b64", "Benchmark @ 74b8559", "Benchmark @ 35ea90e");
        RunDraft first = runs.get(0);
        assertThat(first.startedAt()).isEqualTo(Instant.ofEpochMilli(1762668501664L));
        assertThat(first.attributes().values()).containsEntry("suite", "Benchmark")
                .containsEntry("commit", "b596b64cec3970241e3db812eff9d1f541c310a9")
                .containsEntry("tool", "go").containsEntry("better", "lower")
                .containsEntry("commit.author", "guonaihong")
                .containsEntry("commit.message", "fix: resolve request body reuse causing data race in concurrent benchmarks");
        assertThat(first.value("BenchmarkHTTPRequestParsing", "value")).isEqualTo(400.6);
        assertThat(first.value("BenchmarkNetHTTPClient - B/op", "value")).isEqualTo(5177151);
        assertThat(first.measurements()).hasSize(8)
                .filteredOn(m -> m.step().equals("BenchmarkNetHTTPClient")).singleElement()
                .satisfies(m -> assertThat(m.unit()).isEqualTo("ns/op"));
        assertThat(runs.get(2).value("BenchmarkHTTPRequestParsing", "value")).isEqualTo(391.1);
    }

    @Test
    void benchmarkJsFiguresAreOperationsPerSecondWhereHigherIsBetter() throws Exception {
        List<RunDraft> runs = ImportHarness.read(new BenchmarkDataImporter(), SORTEDMAP).runs();

        assertThat(runs).hasSize(6);
        assertThat(runs.get(3).attributes().values()).containsEntry("better", "higher").containsEntry("tool", "benchmarkjs")
                .containsEntry("commit.message", "fix: addAll on FilteredMap");
        assertThat(runs.get(3).value("length of FilteredMap", "value")).isEqualTo(4061541);
        assertThat(runs.get(0).value("forEach of FilteredMapView", "value")).isEqualTo(1.89e-7);
        assertThat(runs.get(0).measurements().get(0).unit()).isEqualTo("ops/sec");
    }

    @Test
    void theJsonFileTheActionCanWriteInsteadReadsTheSame(@TempDir Path dir) throws Exception {
        String script = Files.readString(GURL, StandardCharsets.UTF_8);
        Path json = dir.resolve("benchmark-data.json");
        Files.writeString(json, script.substring(script.indexOf('{')));

        assertThat(ImporterRegistry.standard().detect(ImportSource.of(json).peek())).get()
                .extracting(i -> i.format()).isEqualTo("github-action-benchmark");
        List<RunDraft> runs = ImportHarness.read(new BenchmarkDataImporter(), json).runs();
        assertThat(runs).hasSize(3);
        assertThat(runs.get(1).value("BenchmarkHTTPRequestParsing", "value")).isEqualTo(403.8);
    }

    @Test
    void theRegistryPicksItForTheScript() throws Exception {
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(GURL).peek())).get()
                .extracting(i -> i.format()).isEqualTo("github-action-benchmark");
    }

    @Test
    void anotherLayoutIsRefusedWithWhatWasExpected(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("data.js");
        Files.writeString(file, "window.BENCHMARK_DATA = {\n  \"lastUpdate\": 1,\n  \"entries\": [1, 2]\n}\n");

        ImportFailure failure = ImportHarness.failure(new BenchmarkDataImporter(), file);

        assertThat(failure.getMessage()).contains("expected github-action-benchmark's layout {\"entries\": {\"<suite>\":")
                .contains("no \"entries\" object of suites");
        assertThat(failure.line()).isEqualTo(1);
    }

    @Test
    void aBenchWithoutAValueIsRefusedWhereItStands(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("data.js");
        Files.writeString(file, "window.BENCHMARK_DATA = {\"entries\": {\"s\": [\n{\"commit\": {\"id\": \"abc\"},"
                + " \"date\": 1, \"tool\": \"go\",\n \"benches\": [{\"name\": \"b\", \"value\": \"fast\"}]}]}}\n");

        ImportFailure failure = ImportHarness.failure(new BenchmarkDataImporter(), file);

        assertThat(failure.getMessage()).isEqualTo("expected a number for the value of bench \"b\", found the string \"fast\"");
        assertThat(failure.line()).isEqualTo(3);
    }
}
