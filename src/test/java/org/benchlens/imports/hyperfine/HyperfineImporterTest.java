package org.benchlens.imports.hyperfine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/** hyperfine's JSON exports: two commands, eight scripts, a parameter scan, hyperfine 1.9's one parameter, failures. */
class HyperfineImporterTest {

    private final HyperfineImporter importer = new HyperfineImporter();

    private RunDraft read(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("hyperfine/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    @Test
    void aStepACommandWithHyperfinesSecondsAndBenchLensMilliseconds() throws Exception {
        RunDraft run = read("1brc_hyperfine.json");

        String first = "cargo run --release --bin 1brc measurements_1000000000.txt";
        assertThat(run.format()).isEqualTo("hyperfine");
        assertThat(run.name()).isEqualTo("1brc_hyperfine");
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "hyperfine");
        assertThat(steps(run)).containsExactly(first,
                "cargo run --release --bin lucretiel_1brc measurements_1000000000.txt");
        assertThat(run.value(first, "mean")).isEqualTo(11.61481411152);
        assertThat(run.value(first, Metrics.LATENCY_AVG)).isEqualTo(11614.81411152);
        assertThat(run.value(first, "stddev")).isEqualTo(1.6447334482677183);
        assertThat(run.value(first, Metrics.LATENCY_STDDEV)).isEqualTo(1644.7334482677183);
        assertThat(run.value(first, Metrics.LATENCY_MED)).isEqualTo(11818.13333352);
        assertThat(run.value(first, Metrics.LATENCY_MIN)).isEqualTo(9877.873458520002);
        assertThat(run.value(first, Metrics.LATENCY_MAX)).isEqualTo(13148.435542520001);
        assertThat(run.value(first, "user")).isEqualTo(43.55566462666667);
        assertThat(run.value(first, "system")).isEqualTo(7.316738046666667);
        assertThat(run.value(first, "runs")).isEqualTo(3);
        assertThat(run.value(first, Metrics.OPERATIONS)).isEqualTo(3);
        assertThat(run.value(first, Metrics.ERRORS)).isZero();
        assertThat(run.value(first, Metrics.ERRORS_RATE)).isZero();
        LatencyHistogram times = run.histograms().get(0);
        assertThat(times.step()).isEqualTo(first);
        assertThat(times.decode().getTotalCount()).isEqualTo(3);
        assertThat(times.decode().getMaxValue()).isBetween(13_140_000L, 13_160_000L);
    }

    @Test
    void everyScriptOfASuiteIsAStepWithItsNumberOfRuns() throws Exception {
        RunDraft run = read("sqlite-lines_count-ndjson_results.json");

        assertThat(steps(run)).containsExactly("./sqlite-lines.sh", "./sqlite-lines-cli.sh", "./unix.sh", "./duck.sh",
                "./py.sh", "./ndjson-cli.sh", "./dsq.sh", "./sqlite-utils.sh");
        assertThat(run.value("./unix.sh", "runs")).isEqualTo(44);
        assertThat(run.value("./unix.sh", Metrics.LATENCY_AVG)).isEqualTo(63.69224903454546);
        assertThat(run.value("./dsq.sh", Metrics.LATENCY_MED)).isEqualTo(22597.32422258);
        assertThat(run.value("./sqlite-lines.sh", "system")).isEqualTo(0.05383444782608695);
        assertThat(run.histograms()).hasSize(8);
    }

    @Test
    void aParameterScanKeepsEachValueOnItsStep() throws Exception {
        RunDraft run = read("walky_exact_results_v0_parameters.json");

        String n13 = "/home/uni11/gwdg1/GWDG/lars.quentin01/walky/target/release/walky exact -p single-threaded v0"
                + " /home/uni11/gwdg1/GWDG/lars.quentin01/walky/utils/gen_matrix_fast/results/13.xml";
        assertThat(steps(run)).hasSize(11).last().isEqualTo(n13);
        assertThat(run.value(n13, "parameter.N")).isEqualTo(13);
        assertThat(run.value(n13, Metrics.LATENCY_AVG)).isEqualTo(124207.0014196);
        assertThat(run.value(n13, "user")).isEqualTo(123.7609277);
        assertThat(run.value(n13, "runs")).isEqualTo(10);
    }

    @Test
    void hyperfineBeforeExitCodesGivesRunsAndNoWordOnFailures() throws Exception {
        RunDraft run = read("scaling-adapter_static-10mb-100_parameter.json");

        String five = "../target/release/no_adapter out/10mb.txt out/ 100 5";
        assertThat(steps(run)).hasSize(8);
        assertThat(run.value(five, "parameter")).isEqualTo(5);
        assertThat(run.value(five, Metrics.LATENCY_AVG)).isEqualTo(14053.579532630001);
        assertThat(run.value(five, Metrics.OPERATIONS)).isEqualTo(3);
        assertThat(run.measurements()).noneMatch(m -> m.metric().startsWith("errors."));
    }

    @Test
    void nonZeroExitCodesAreFailedRuns() throws Exception {
        RunDraft run = read("debian_hyperfine1150_ignore_failure.json");

        List<String> steps = steps(run);
        assertThat(steps).hasSize(2);
        String exits = steps.get(0);
        String killed = steps.get(1);
        assertThat(exits).contains("[ exit = kill ]");
        assertThat(run.value(exits, "parameter.mode")).isNaN();
        assertThat(run.value(exits, Metrics.OPERATIONS)).isEqualTo(6);
        assertThat(run.value(exits, Metrics.ERRORS)).isEqualTo(2);
        assertThat(run.value(exits, Metrics.ERRORS_RATE)).isEqualTo(2 / 6.0);
        // a run killed by SIGKILL: 128 + 9
        assertThat(run.value(killed, Metrics.ERRORS)).isEqualTo(2);
        assertThat(run.value(killed, Metrics.LATENCY_MED)).isEqualTo(19.297486500000002);
    }

    @Test
    void aCommandTooLongForAStepNameIsShortenedWithANote(@TempDir Path dir) throws Exception {
        String text = Files.readString(RealWorld.path("hyperfine/1brc_hyperfine.json"));
        String longCommand = "cargo run --release --bin 1brc " + "x".repeat(600);
        Path file = dir.resolve("long.json");
        Files.writeString(file,
                text.replace("cargo run --release --bin 1brc measurements_1000000000.txt", longCommand));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        String step = steps(read.runs().get(0)).get(0);
        assertThat(step).hasSize(480).startsWith("cargo run --release --bin 1brc xxx").endsWith("...");
        assertThat(read.runs().get(0).value(step, Metrics.LATENCY_AVG)).isEqualTo(11614.81411152);
        assertThat(read.notes()).containsExactly("result 1: the command is 631 characters long; its step is named by"
                + " the first 477");
    }

    @Test
    void aScanIsStoredAsOneRunWithAStepAndHistogramACommand() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("hyperfine/walky_exact_results_v0_parameters.json"));

            assertThat(summary.anyFailed()).as(summary.describe()).isFalse();
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).singleElement().satisfies(result -> {
                assertThat(result.run().format()).isEqualTo("hyperfine");
                assertThat(result.steps()).hasSize(11);
            });
            long histograms = store.read(session -> session.histograms().forRun(results.get(0).run().id()).size());
            assertThat(histograms).isEqualTo(11);
        }
    }

    @Test
    void theStandardRegistryPicksHyperfineForEachRealExport() throws Exception {
        for (String file : List.of("1brc_hyperfine.json", "sqlite-lines_count-ndjson_results.json",
                "walky_exact_results_v0_parameters.json", "scaling-adapter_static-10mb-100_parameter.json",
                "debian_hyperfine1150_ignore_failure.json")) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("hyperfine/" + file)).peek()))
                    .as(file).get().isInstanceOf(HyperfineImporter.class);
        }
    }
}
