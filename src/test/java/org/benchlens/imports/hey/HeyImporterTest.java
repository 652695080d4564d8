package org.benchlens.imports.hey;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** hey's summaries: in a README beside another tool's output, and as Debian's hey 0.1.4 printed them here. */
class HeyImporterTest {

    private final HeyImporter importer = new HeyImporter();

    private ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("hey/" + file));
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void aSummaryInAReadmeWithItsCommandAndPercentiles() throws Exception {
        List<RunDraft> runs = read("oha-readme-2020_hey_and_kon.md").runs();

        assertThat(runs).hasSize(1);
        RunDraft run = runs.get(0);
        assertThat(run.name()).isEqualTo("oha-readme-2020_hey_and_kon.md");
        assertThat(run.attributes().values()).containsEntry("command", "hey -c 50 -n 200 http://127.0.0.1:8080");
        assertThat(total(run, Metrics.DURATION)).isEqualTo(0.0183);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(10913.3967);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(7.4);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(0.4);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(2.7);
        assertThat(total(run, "latency.p10")).isEqualTo(0.9);
        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(2.3);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(6.0);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(6.6);
        assertThat(total(run, Metrics.DATA_RECEIVED)).isEqualTo(122400);
        assertThat(total(run, "Size/request")).isEqualTo(612);
        assertThat(total(run, "resp wait.average")).isEqualTo(2.4);
        assertThat(total(run, "status.200")).isEqualTo(200);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(200);
        assertThat(total(run, Metrics.ERRORS)).isZero();
    }

    @Test
    void everyRequestRefusedLeavesNoLatenciesAndAllErrors() throws Exception {
        RunDraft run = read("debian_hey014_connection_refused.txt").runs().get(0);

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(1701.927);
        assertThat(total(run, Metrics.LATENCY_AVG)).isNaN();
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(400);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(400);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(1.0);
    }

    @Test
    void debiansHeySummary() throws Exception {
        RunDraft run = read("debian_hey014_summary.txt").runs().get(0);

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(766.8241);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(34.3);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(400);
        assertThat(total(run, Metrics.ERRORS_RATE)).isZero();
    }

    @Test
    void summariesPastedWithoutLatencyDistributionOrDetailsAreRead() throws Exception {
        var file = RealWorld.path("hey/fission-benchmark_cpu-intensive-workload_Result.md");
        assertThat(ImporterRegistry.standard().detect(ImportSource.of(file).peek())).get()
                .isInstanceOf(HeyImporter.class);
        List<RunDraft> runs = ImportHarness.read(importer, file).runs();

        // 13 summaries of Summary: and Status code distribution: only, between the benchmark's own lines
        assertThat(runs).hasSize(13);
        RunDraft first = runs.get(0);
        assertThat(first.format()).isEqualTo("hey");
        assertThat(total(first, Metrics.DURATION)).isEqualTo(5.284);
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(9.4625);
        assertThat(total(first, Metrics.LATENCY_MAX)).isEqualTo(217.1);
        assertThat(total(first, Metrics.LATENCY_MIN)).isEqualTo(112.5);
        assertThat(total(first, Metrics.LATENCY_AVG)).isEqualTo(178.2);
        assertThat(total(first, Metrics.DATA_RECEIVED)).isEqualTo(1000);
        assertThat(total(first, "status.200")).isEqualTo(50);
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(50);
        assertThat(first.measurements()).noneMatch(m -> m.metric().equals(Metrics.LATENCY_P90));
        // Spec #1, Workload: medium-workload: 200 requests in 20.3160 s
        assertThat(total(runs.get(3), Metrics.OPERATIONS)).isEqualTo(200);
        assertThat(total(runs.get(3), Metrics.THROUGHPUT)).isEqualTo(9.8445);
    }
}
