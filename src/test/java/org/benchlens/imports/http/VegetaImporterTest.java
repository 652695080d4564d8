package org.benchlens.imports.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** vegeta's JSON report as a project kept it beside its load test. */
class VegetaImporterTest {

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void theJsonReportInMillisecondsSecondsAndBytes() throws Exception {
        RunDraft run = ImportHarness.read(new VegetaJsonImporter(),
                RealWorld.path("vegeta/ml-model-on-gke_loadtest_metrics.json")).runs().get(0);

        assertThat(run.name()).isEqualTo("ml-model-on-gke_loadtest_metrics");
        assertThat(run.format()).isEqualTo("vegeta");
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(1095);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(81.76793951691018);
        assertThat(total(run, "rate")).isEqualTo(1101.1901366329066);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(6118.571451);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(137.003251);
        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(5998.06002);
        assertThat(total(run, Metrics.LATENCY_P90)).isEqualTo(11029.476826);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(11544.886379);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(12333.598657);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(12521.168105);
        assertThat(total(run, "duration.attack")).isEqualTo(0.994378685);
        assertThat(total(run, "duration.wait")).isEqualTo(12.397178036);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(0.994378685 + 12.397178036);
        assertThat(total(run, Metrics.DATA_RECEIVED)).isEqualTo(52560);
        assertThat(total(run, Metrics.DATA_SENT)).isEqualTo(232140);
        assertThat(total(run, "status.200")).isEqualTo(1095);
        assertThat(total(run, Metrics.ERRORS)).isZero();
        assertThat(total(run, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.startedAt()).isEqualTo(Instant.parse("2020-04-25T02:35:40.623836005Z"));
        assertThat(run.endedAt()).isEqualTo(Instant.parse("2020-04-25T02:35:54.015392726Z"));
    }
}
