package org.benchlens.runner.k6;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportOptions;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportService;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Attributes;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.ResultFiles;
import org.benchlens.runner.RunnerListener;
import org.benchlens.runner.RunnerOutcome;
import org.benchlens.runner.WorkloadRunner;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.K6StandIn;
import org.benchlens.testing.RecordingListener;
import org.benchlens.testing.TestStores;

/** The k6 workload through the runner, with {@code k6-standin} (a script replaying a real k6 output) or a real k6. */
class K6WorkloadTest {

    @TempDir
    Path folder;

    private static ResultFiles importers(Store store) {
        ImportService service = new ImportService(store, ImporterRegistry.standard());
        return (files, attributes) -> service.importPaths(files, new ImportOptions(attributes, List.of()))
                .results().stream()
                .map(r -> new ResultFiles.ImportedFile(r.path(), r.runIds(),
                        r.status() == ImportResult.Status.IMPORTED ? null : r.describe()))
                .toList();
    }

    private K6Workload workload(Path k6, Path keep, List<Integer> vus, String duration) throws Exception {
        Path script = Files.writeString(folder.resolve("get.js"), "export default function () {}\n");
        return new K6Workload(new K6Plan(k6, script, vus, duration == null ? null : K6Duration.parse(duration, "d"),
                Attributes.EMPTY, keep), "no k6");
    }

    @Test
    void cancelStopsK6WithSigintAndStoresWhatItWroteAsPartial() throws Exception {
        Path k6 = K6StandIn.waitingForStop(folder);
        Path kept = folder.resolve("kept");
        try (Store store = TestStores.h2()) {
            WorkloadRunner runner = new WorkloadRunner(store, importers(store));
            RecordingListener listener = new RecordingListener()
                    .atLog(line -> line.startsWith("default "), runner::cancel);

            RunnerOutcome outcome = runner.run(workload(k6, kept, List.of(10, 20), "30s"), listener);

            assertThat(outcome.cancelled()).isTrue();
            // the runner's log says why, when a busy machine stores nothing (seen twice under a load of 8)
            assertThat(outcome.runs()).as(String.join("\n", listener.logs)).extracting(Run::format)
                    .containsExactly("k6-summary", "k6-ndjson");
            assertThat(outcome.runs()).allSatisfy(run -> {
                assertThat(run.attribute("status")).isEqualTo("partial");
                assertThat(run.attribute("vus")).isEqualTo("10");
            });
            assertThat(listener.logs).contains("running (0m01.2s), 0/1 VUs, 90 complete and 1 interrupted iterations",
                    "get-10vus: stopped, the results cover the time it ran; "
                            + "stored runs 1 (k6-summary), 2 (k6-ndjson).");
            assertThat(listener.logs).noneMatch(line -> line.contains("--vus 20"));
            RunResult summary = ImportHarness.results(store).get(0);
            assertThat(summary.find(Steps.TOTAL, Metrics.THROUGHPUT).orElseThrow().value())
                    .isCloseTo(1372.48, within(0.005));
            assertThat(kept.resolve("get-10vus.json")).exists();
            assertThat(kept.resolve("get-10vus.json.gz")).exists();
        }
    }

    @Test
    void reportsProgressOfTheWholeSweepAndIterationsPerSecondAsItRuns() throws Exception {
        Path k6 = K6StandIn.write(folder, 0);
        try (Store store = TestStores.h2()) {
            RecordingListener listener = new RecordingListener();

            new WorkloadRunner(store, importers(store)).run(workload(k6, null, List.of(5, 10), "2s"), listener);

            assertThat(listener.fractions).containsSubsequence(0.0, 0.125, 0.275, 0.5, 0.5, 0.625, 0.775, 1.0, 1.0);
            // 60 iterations in 0.6 s, then 90 in 0.9 s: one point per whole second k6 reports
            assertThat(listener.live).hasSize(4);
            assertThat(listener.live.get(0).throughput()).isCloseTo(100, within(1e-9));
            assertThat(listener.live.get(1).throughput()).isCloseTo(100, within(1e-9));
            assertThat(listener.live).extracting(LivePoint::elapsedSeconds).containsExactly(1L, 2L, 3L, 4L);
            assertThat(listener.live.get(0).p95Millis()).isNaN();
        }
    }

    @Test
    void progressLinesOfK6AreRead() {
        assertThat(K6ProgressLine.fraction("default   [  17% ] 10 VUs  05.0s/30s")).hasValue(0.17);
        assertThat(K6ProgressLine.fraction("scenarios: (100.00%) 1 scenario, 10 max VUs")).isEmpty();
        assertThat(K6ProgressLine.running("running (1h02m05.5s), 10/10 VUs, 520 complete and 3 interrupted iterations"))
                .isEqualTo(new K6ProgressLine.Running(3725.5, 520));
        assertThat(K6ProgressLine.running("     data_received: 23 MB")).isNull();
    }

    @Test
    void durationsAreReadAsK6ReadsThem() {
        assertThat(K6Duration.parse("1m30s", "--duration").length()).hasSeconds(90);
        assertThat(K6Duration.parse("1.5h", "--duration").length()).hasMinutes(90);
        assertThat(K6Duration.parse("1500ms", "--duration").length().toMillis()).isEqualTo(1500);
        assertThat(K6Duration.parse(" 1M30S ", "--duration").text()).isEqualTo("1m30s");
        assertThatThrownBy(() -> K6Duration.parse("500ms", "--duration"))
                .hasMessage("--duration must be at least one second, not '500ms'");
        assertThatThrownBy(() -> K6Duration.parse("soon", "--duration"))
                .hasMessage("--duration expects a duration such as 30s, 1m30s or 500ms, not 'soon'");
    }

    @Test
    void aRealK6RunsAScriptAgainstALocalServer() throws Exception {
        Path real = K6Executable.find(null, null, System.getenv("PATH")).orElse(null);
        assumeThat(real).as("skipped: no k6 on PATH; this test runs a real k6 where one is installed").isNotNull();
        try (var server = LocalServer.start(); Store store = TestStores.h2()) {
            Path script = Files.writeString(folder.resolve("local.js"), """
                    import http from 'k6/http';
                    export default function () { http.get('%s'); }
                    """.formatted(server.url()));
            K6Workload workload = new K6Workload(new K6Plan(real, script, List.of(2), K6Duration.parse("2s", "d"),
                    Attributes.EMPTY, null), "no k6");

            RunnerOutcome outcome = new WorkloadRunner(store, importers(store)).run(workload, RunnerListener.SILENT);

            assertThat(outcome.runs()).extracting(Run::format).containsExactly("k6-summary", "k6-ndjson");
            RunResult summary = ImportHarness.results(store).get(0);
            double requests = summary.find(Steps.TOTAL, "http_reqs.count").orElseThrow().value();
            assertThat(requests).isEqualTo(server.requests());
            assertThat(summary.run().attribute("vus")).isEqualTo("2");
        }
    }
}
