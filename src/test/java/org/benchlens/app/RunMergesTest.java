package org.benchlens.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportListener;
import org.benchlens.imports.ImportOptions;
import org.benchlens.model.Attributes;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.SeriesPoint;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.LoadGenerators;
import org.benchlens.testing.TestStores;

/** Two load generators' k6 runs of one test merged into one run, checked against their requests. */
class RunMergesTest {

    @TempDir
    Path folder;

    private Workspace workspace;
    private List<Path> generators;

    @BeforeEach
    void open() {
        workspace = Workspace.on(TestStores.h2());
        generators = LoadGenerators.split(folder);
    }

    @AfterEach
    void close() {
        workspace.close();
    }

    private List<Long> imported(ImportOptions options, Path... files) {
        return workspace.imports().paths(List.of(files), options, ImportListener.NONE, () -> false).importedRunIds();
    }

    private static double value(RunContent run, String metric) {
        return run.result().find("total", metric).map(Measurement::value).orElseThrow();
    }

    private RunContent content(long id) {
        return workspace.runs().content(id).orElseThrow();
    }

    @Test
    void countsAddUpAndTheP95IsThatOfBothGeneratorsRequests() {
        List<Long> ids = imported(ImportOptions.NONE, generators.get(0), generators.get(1));
        RunContent first = content(ids.get(0));
        RunContent second = content(ids.get(1));

        RunMerges.Merged merged = workspace.merges().merge(ids, "contacts, two machines");
        RunContent run = content(merged.run().id());

        assertThat(run.run().name()).isEqualTo("contacts, two machines");
        assertThat(value(first, "operations")).isEqualTo(161);
        assertThat(value(run, "operations")).isEqualTo(322);
        assertThat(value(run, "http_reqs.count")).isEqualTo(322);
        assertThat(value(run, "data.received")).isEqualTo(1_917_677);
        assertThat(value(run, "errors.count")).isZero();
        assertThat(value(run, "throughput")).isEqualTo(value(first, "throughput") + value(second, "throughput"));
        assertThat(value(run, "latency.min")).isEqualTo(119.795836);
        assertThat(value(run, "latency.max")).isEqualTo(129.254921);

        // a user's check: every request of both files in one histogram of microseconds at 3 digits
        List<Double> requests = LoadGenerators.requestDurations(generators);
        assertThat(requests).hasSize(322);
        Histogram all = LatencyHistogram.newMicrosHistogram();
        requests.forEach(ms -> all.recordValue(Math.round(ms * 1000)));
        double p95 = Math.min(129.254921, Math.max(119.795836, all.getValueAtPercentile(95) / 1000.0));
        assertThat(value(run, "latency.p95")).isEqualTo(p95).isEqualTo(125.311);
        assertThat(value(run, "http_req_duration.p(95)")).isEqualTo(p95);
        assertThat(value(run, "latency.avg")).isCloseTo(requests.stream().mapToDouble(d -> d).average().orElseThrow(),
                within(1e-9));
        // not the mean of the generators' p95s (125.540843 and 125.065362)
        assertThat((value(first, "latency.p95") + value(second, "latency.p95")) / 2).isNotEqualTo(p95);
        assertThat(run.histogram("total").orElseThrow().decode().getTotalCount()).isEqualTo(322);

        // one-second rates add up on their timestamps
        List<SeriesPoint> rate = run.series("total", "throughput").orElseThrow().points();
        assertThat(rate.get(1)).isEqualTo(new SeriesPoint(1694199791, first.series("total", "throughput").orElseThrow()
                .points().get(1).value() + second.series("total", "throughput").orElseThrow().points().get(1).value()));
        assertThat(rate.stream().mapToDouble(SeriesPoint::value).sum()).isEqualTo(322);

        assertThat(run.run().attributes().values()).containsEntry("scenario", "contacts").containsEntry("vus", "4")
                .containsEntry("merged.from", ids.get(0) + "," + ids.get(1));
        assertThat(run.run().format()).isEqualTo("k6-ndjson");
        assertThat(run.run().startedAt()).isEqualTo(first.run().startedAt());
        assertThat(merged.notes()).singleElement().asString().contains("http_req_blocked (med, p(90), p(95)");
    }

    @Test
    void theSameRunsAreMergedOnce() {
        List<Long> ids = imported(ImportOptions.NONE, generators.get(0), generators.get(1));
        long merged = workspace.merges().merge(ids, "").run().id();
        refusedUnchanged(() -> workspace.merges().merge(List.of(ids.get(1), ids.get(0)), null),
                "runs " + ids.get(1) + ", " + ids.get(0) + " are already merged as run " + merged);
    }

    @Test
    void oneRunAnUnknownRunAndARunWithoutHistogramAreRefused() {
        List<Long> ids = imported(ImportOptions.NONE, generators.get(0),
                Fixtures.path("k6/01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27.json"));
        refusedUnchanged(() -> workspace.merges().merge(List.of(ids.get(0), ids.get(0)), null),
                "a merge needs the runs of at least two load generators of one test; only run " + ids.get(0)
                        + " was given");
        refusedUnchanged(() -> workspace.merges().merge(List.of(ids.get(0), 99L), null),
                "no run 99 in the store; nothing was merged");
        refusedUnchanged(() -> workspace.merges().merge(ids, null), "run " + ids.get(1)
                + " (01_pgrst-bench_2020_t3anano_GETSingle_summary-export_k6v0.27) has no latency histogram, so its"
                + " percentiles cannot be merged: merge runs that keep one (k6 --out json or --out csv, sysbench"
                + " --histogram, the runner's)");
    }

    @Test
    void runsOfUnlikeConfigurationsAreRefusedNamingTheAttribute() {
        long small = imported(options("instance", "t3a.nano"), generators.get(0)).get(0);
        long large = imported(options("instance", "m5a.large"), generators.get(1)).get(0);
        refusedUnchanged(() -> workspace.merges().merge(List.of(small, large), null), "runs " + small + " and "
                + large + " differ in instance (m5a.large, t3a.nano): only the load generators' runs of one test can"
                + " be merged");
    }

    private static ImportOptions options(String key, String value) {
        return new ImportOptions(Attributes.of(Map.of(key, value)), List.of());
    }

    private void refusedUnchanged(Runnable merge, String sentence) {
        List<Run> before = workspace.runs().list(Map.of(), null);
        assertThatThrownBy(merge::run).isInstanceOf(IllegalArgumentException.class).hasMessage(sentence);
        assertThat(workspace.runs().list(Map.of(), null)).isEqualTo(before);
    }
}
