package org.benchlens.imports.gobench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Better;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * go test -bench output: a log of nine runs with comments between them, a Markdown page of -v runs under
 * headings, a sorted file with its goos after the results, and Debian's Go 1.19 with -count, -cpu, MB/s, a custom
 * unit and failed benchmarks.
 */
class GoBenchImporterTest {

    private final GoBenchImporter importer = new GoBenchImporter();

    private ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("go-bench/" + file));
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    @Test
    void aRunAPackageBlockWithNsPerOpAsLatencyAndTheOtherUnitsUnderTheirNames() throws Exception {
        List<RunDraft> runs = read("backent-cli_engine_benchmark_results.txt").runs();

        assertThat(runs).hasSize(9);
        RunDraft first = runs.get(0);
        assertThat(first.format()).isEqualTo("go-bench");
        assertThat(first.name()).isEqualTo("backent-cli_engine_benchmark_results #1");
        assertThat(steps(first)).containsExactly("BenchmarkAssembleTreeForceInclude", "BenchmarkAssembleTree",
                "BenchmarkEngine", "BenchmarkUpdateState", "BenchmarkElementModificaton");
        assertThat(first.attributes().values()).containsEntry("goos", "linux").containsEntry("goarch", "amd64")
                .containsEntry("pkg", "github.com/jobergner/backent-cli/examples/engine")
                .containsEntry("gomaxprocs", "12").containsEntry(AttributeKeys.TOOL, "go test")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        String force = "BenchmarkAssembleTreeForceInclude";
        assertThat(first.value(force, "ns/op")).isEqualTo(491831666);
        assertThat(first.value(force, Metrics.LATENCY_AVG)).isEqualTo(491.831666);
        assertThat(first.value(force, "B/op")).isEqualTo(191727930);
        assertThat(first.value(force, "allocs/op")).isEqualTo(2084886);
        assertThat(first.value(force, "iterations")).isEqualTo(3);
        assertThat(first.value(force, Metrics.ERRORS_RATE)).isZero();
        // the comment line above a block says what changed: it is the run's section
        RunDraft cache = runs.get(3);
        assertThat(cache.attributes().values())
                .containsEntry("section", "use assemble cache to increase forceInclude assembling performance");
        assertThat(cache.value(force, Metrics.LATENCY_AVG)).isEqualTo(4.176067);
        assertThat(runs.get(7).attributes().values()).containsEntry("gomaxprocs", "8")
                .containsEntry("cpu", "11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz");
        assertThat(steps(runs.get(7))).hasSize(4);
    }

    @Test
    void aMarkdownPageOfVerboseRunsGivesARunAHeadingWithItsCommand() throws Exception {
        List<RunDraft> runs = read("uri_docs_BENCHMARKS.md").runs();

        RunDraft first = runs.get(0);
        assertThat(first.attributes().values()).containsEntry("section", "v0.1")
                .containsEntry("command", "go test -v -run Bench -benchtime 30s -bench Bench")
                .containsEntry("cpu", "Intel(R) Core(TM) i5-6200U CPU @ 2.30GHz")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_UNKNOWN);
        assertThat(steps(first)).containsExactly("Benchmark_Parse", "Benchmark_ParseURLAsURI",
                "Benchmark_ParseURLStdLib", "Benchmark_String");
        assertThat(first.value("Benchmark_ParseURLStdLib", "ns/op")).isEqualTo(435.5);
        assertThat(first.value("Benchmark_ParseURLStdLib", Metrics.LATENCY_AVG)).isEqualTo(0.0004355);
        RunDraft payloads = runs.stream().filter(r -> "New benchmark with different payloads"
                .equals(r.attributes().values().get("section"))).findFirst().orElseThrow();
        assertThat(payloads.value("Benchmark_Parse/with_URL_payload_with_IPs", "ns/op")).isEqualTo(538.2);
        assertThat(runs).allSatisfy(run -> assertThat(run.attributes().values()).containsKey("section"));
        assertThat(runs).extracting(run -> run.attributes().values().get("gomaxprocs")).containsOnly("4", "16");
    }

    @Test
    void configurationLinesApplyToTheResultsAfterThemAsBenchfmtReadsThem() throws Exception {
        RunDraft run = read("go-pkg-benchmarks_loggers_bench.txt").runs().get(0);

        assertThat(steps(run)).hasSize(17).contains("BenchmarkNopZeroLogViaWrapper");
        assertThat(run.value("BenchmarkNopZeroLogViaWrapper", "ns/op")).isEqualTo(58.53);
        assertThat(run.value("BenchmarkNopZeroLogViaWrapper", "B/op")).isEqualTo(128);
        assertThat(run.value("BenchmarkErrorLogZerologWithStack", "allocs/op")).isEqualTo(69);
        assertThat(run.attributes().values()).containsEntry("gomaxprocs", "8").doesNotContainKey("goos")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_UNKNOWN);
    }

    @Test
    void repetitionsAreOneStepsSamplesAndAFailedBenchmarkAFailure() throws Exception {
        ImportHarness.Read read = read("debian_go119_two_packages_count3_fail.txt");
        List<RunDraft> runs = read.runs();

        assertThat(runs).hasSize(2);
        RunDraft hashing = runs.get(0);
        assertThat(hashing.attributes().values()).containsEntry("pkg", "example.com/benchdemo/hashing")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        assertThat(steps(hashing)).containsExactly("BenchmarkSHA256", "BenchmarkFNV");
        assertThat(hashing.value("BenchmarkSHA256", "runs")).isEqualTo(3);
        assertThat(hashing.value("BenchmarkSHA256", "iterations")).isEqualTo(60000);
        assertThat(hashing.value("BenchmarkSHA256", "ns/op")).isCloseTo((8172 + 10701 + 12571) / 3.0, within(1e-9));
        assertThat(hashing.value("BenchmarkSHA256", Metrics.LATENCY_MED)).isEqualTo(0.010701);
        assertThat(hashing.value("BenchmarkSHA256", Metrics.LATENCY_MIN)).isEqualTo(0.008172);
        assertThat(hashing.value("BenchmarkSHA256", Metrics.LATENCY_MAX)).isEqualTo(0.012571);
        assertThat(hashing.value("BenchmarkSHA256", Metrics.LATENCY_STDDEV)).isCloseTo(0.002207711560, within(1e-12));
        assertThat(hashing.value("BenchmarkSHA256", "MB/s")).isCloseTo(403.28, within(1e-9));
        RunDraft sorting = runs.get(1);
        assertThat(sorting.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
        assertThat(sorting.value("BenchmarkSortInts", "elems/op")).isEqualTo(1000);
        assertThat(sorting.value("BenchmarkSortInts", Metrics.ERRORS_RATE)).isZero();
        assertThat(sorting.value("BenchmarkBroken", Metrics.OPERATIONS)).isEqualTo(1);
        assertThat(sorting.value("BenchmarkBroken", Metrics.ERRORS)).isEqualTo(1);
        assertThat(sorting.value("BenchmarkBroken", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(sorting.value("BenchmarkBroken", Metrics.LATENCY_AVG)).isNaN();
        assertThat(read.notes()).containsExactly("debian_go119_two_packages_count3_fail.txt:13: go test reported"
                + " BenchmarkBroken as failed: its step counts the failed repetitions as errors");
    }

    @Test
    void underSeveralCpuCountsEachIsAStepAndFailedRepetitionsAreCountedOnce() throws Exception {
        RunDraft run = read("debian_go119_cpu_1_2_failed_repetitions.txt").runs().get(0);

        assertThat(steps(run))
                .containsExactly("BenchmarkJoin", "BenchmarkJoin-2", "BenchmarkFlaky", "BenchmarkFlaky-2");
        assertThat(run.attributes().values()).doesNotContainKey("gomaxprocs");
        assertThat(run.value("BenchmarkJoin-2", Metrics.LATENCY_MED)).isEqualTo(0.00004921);
        // one repetition measured, two failed; each failure printed twice is counted once
        assertThat(run.value("BenchmarkFlaky", Metrics.OPERATIONS)).isEqualTo(3);
        assertThat(run.value("BenchmarkFlaky", Metrics.ERRORS)).isEqualTo(2);
        assertThat(run.value("BenchmarkFlaky", "ns/op")).isEqualTo(41.34);
        assertThat(run.value("BenchmarkFlaky-2", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.value("BenchmarkFlaky-2", Metrics.OPERATIONS)).isEqualTo(3);
    }

    @Test
    void aPackageWhoseEveryBenchmarkFailedIsARunOfFailures() throws Exception {
        RunDraft run = read("debian_go119_every_benchmark_failed.txt").runs().get(0);

        assertThat(steps(run)).containsExactly("BenchmarkBroken");
        assertThat(run.value("BenchmarkBroken", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.attributes().values()).containsEntry("pkg", "example.com/benchdemo/sorting")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
    }

    @Test
    void aMalformedResultLineIsLeftOutWithANote(@TempDir Path folder) throws Exception {
        Path file = Files.writeString(folder.resolve("cut.txt"), "pkg: example.com/x\n"
                + "BenchmarkA-8   \t 1000\t      1234 ns/op\t     256 B/op\n"
                + "BenchmarkB-8   \t 1000\t      98.5 ns/op\t     2\n");

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(steps(read.runs().get(0))).containsExactly("BenchmarkA");
        assertThat(read.notes()).containsExactly("cut.txt:3: expected a result such as"
                + " \"1000000  1234 ns/op  256 B/op\" after BenchmarkB-8: the line is left out");
    }

    @Test
    void aFileCutInAResultLineLeavesItOutAndThePackagePartial(@TempDir Path folder) throws Exception {
        String whole = Files.readString(RealWorld.path("go-bench/debian_go119_two_packages_count3_fail.txt"));
        // in the second repetition of BenchmarkSortInts, after its ns/op
        Path cut = Files.writeString(folder.resolve("cut.txt"), whole.substring(0, whole.indexOf("34141 ns/op") + 11));

        ImportHarness.Read read = ImportHarness.read(importer, cut);

        RunDraft sorting = read.runs().get(1);
        assertThat(sorting.value("BenchmarkSortInts", "runs")).isEqualTo(1);
        assertThat(sorting.value("BenchmarkSortInts", "ns/op")).isEqualTo(38051);
        assertThat(sorting.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(read.notes()).containsExactly("cut.txt:18: the file ends in the middle of line 18 (is it"
                + " truncated?): that line is left out and the run is stored as partial");
    }

    /** A write-up with a wrk report and go test -bench output in fences: each part read by its own importer. */
    @Test
    void aWriteUpWithAWrkReportAndGoBenchOutputKeepsBoth(@TempDir Path folder) throws Exception {
        String wrk = Files.readString(RealWorld.path("wrk/debian_wrk410_latency.txt"));
        String go = Files.readString(RealWorld.path("go-bench/debian_go119_cpu_1_2_failed_repetitions.txt"));
        Path page = Files.writeString(folder.resolve("NOTES.md"),
                "# Server and client\n\nThe server under wrk:\n\n```\n" + wrk
                        + "```\n\nThe client's hot paths:\n\n```\n" + go + "```\n");

        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, page);

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).extracting(r -> r.run().format()).containsExactlyInAnyOrder("wrk", "go-bench");
            RunResult bench = results.stream().filter(r -> r.run().format().equals("go-bench")).findFirst()
                    .orElseThrow();
            assertThat(bench.steps()).hasSize(4);
        }
    }

    @Test
    void costsPerOperationImproveDownwards() {
        assertThat(Better.ofName("B/op")).isEqualTo(Better.LOWER);
        assertThat(Better.ofName("allocs/op")).isEqualTo(Better.LOWER);
        assertThat(Better.ofName("MB/s")).isEqualTo(Better.HIGHER);
    }

    @Test
    void aLogOfRunsIsStoredAsARunABlock() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("go-bench/backent-cli_engine_benchmark_results.txt"));

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(9).allSatisfy(r -> assertThat(r.run().format()).isEqualTo("go-bench"));
        }
    }

    @Test
    void theStandardRegistryPicksGoBenchForEachRealFile() throws Exception {
        for (String file : List.of("backent-cli_engine_benchmark_results.txt", "uri_docs_BENCHMARKS.md",
                "go-pkg-benchmarks_loggers_bench.txt", "debian_go119_two_packages_count3_fail.txt",
                "debian_go119_cpu_1_2_failed_repetitions.txt", "debian_go119_every_benchmark_failed.txt")) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("go-bench/" + file)).peek()))
                    .as(file).get().isInstanceOf(GoBenchImporter.class);
        }
    }

    @Test
    void textWithoutABenchmarkIsRefusedByName(@TempDir Path folder) throws Exception {
        Path file = Files.writeString(folder.resolve("none.txt"), "goos: linux\nPASS\n");

        assertThat(importer.detect(ImportSource.of(file).peek())).isFalse();
        ImportFailure failure = assertThrows(ImportFailure.class,
                () -> importer.read(ImportSource.of(file), new ImportHarness.Collector()));
        assertThat(failure).hasMessage("go test -bench printed no benchmark here: expected result lines such as"
                + " \"BenchmarkName-8   1000000   1234 ns/op\" or a benchmark's \"--- FAIL\" line");
    }
}
