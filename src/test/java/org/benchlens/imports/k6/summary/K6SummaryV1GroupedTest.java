package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * The k6 1.x machine-readable summary with its metrics grouped by category, of a gRPC test: no
 * http_reqs, so the throughput is the iterations rate; a stated rate that its matches contradict is kept.
 */
class K6SummaryV1GroupedTest {

    @Test
    void metricsGroupedByCategoryAreReadAndTheStatedRateIsKept() throws Exception {
        ImportHarness.Read read = ImportHarness.read(new K6SummaryV1Importer(),
                RealWorld.path("constructed_k6-summary-v1_grouped-by-category.json"));

        RunDraft run = read.runs().get(0);
        assertThat(run.value(Steps.TOTAL, "grpc_req_duration.p(95)")).isEqualTo(38.6);
        assertThat(run.value(Steps.TOTAL, "iterations.count")).isEqualTo(15100.0);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(15100 / 30.2);
        assertThat(run.attributes().get(AttributeKeys.THROUGHPUT_SOURCE)).contains("derived from iterations count / config.duration");
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(0.02);
        assertThat(read.notes()).contains(
                "the rate of \"order_failed\" is 0.02 but its passes and fails (151 and 14949) give 0.01; the stated rate is kept",
                "the summary has no http_reqs (not an HTTP test), so its throughput is the iterations rate; the other"
                        + " counters are kept under their own names");
    }
}
