package org.benchlens.imports.vegeta;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** vegeta's JSON report as a project kept it beside its load test, and text reports of a rate sweep. */
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

    @Test
    void textReportsOfARateSweepWithRequestsThatGotNoResponse() throws Exception {
        List<RunDraft> runs = ImportHarness.read(new VegetaTextImporter(),
                RealWorld.path("vegeta/bud-runtime_budprompt_concurrency_text.md")).runs();

        assertThat(runs).hasSize(7);
        RunDraft first = runs.get(0);
        assertThat(first.name()).isEqualTo("bud-runtime_budprompt_concurrency_text.md #1");
        assertThat(first.format()).isEqualTo("vegeta");
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(60);
        assertThat(total(first, "rate")).isEqualTo(1.02);
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(0.33);
        assertThat(total(first, "duration.attack")).isEqualTo(59);
        assertThat(total(first, "duration.wait")).isEqualTo(116);
        assertThat(total(first, Metrics.DURATION)).isEqualTo(175);
        assertThat(total(first, Metrics.LATENCY_MIN)).isEqualTo(92.562);
        assertThat(total(first, Metrics.LATENCY_AVG)).isEqualTo(5014);
        assertThat(total(first, Metrics.LATENCY_MED)).isEqualTo(315.774);
        assertThat(total(first, "latencies.50th")).isEqualTo(315.774);
        assertThat(total(first, Metrics.LATENCY_P99)).isEqualTo(120000);
        assertThat(total(first, Metrics.DATA_RECEIVED)).isEqualTo(76502);
        assertThat(total(first, "bytes_out.mean")).isEqualTo(173.03);
        assertThat(total(first, "success")).isEqualTo(0.9667);
        assertThat(total(first, "status.0")).isEqualTo(2);
        assertThat(total(first, Metrics.ERRORS)).isEqualTo(2);
        assertThat(total(first, Metrics.ERRORS_RATE)).isEqualTo(2.0 / 60);
        assertThat(first.attributes().values()).containsEntry("tool", "vegeta").containsEntry("errors",
                "Post \"http://localhost:9088/v1/responses\": context deadline exceeded (Client.Timeout exceeded while"
                        + " awaiting headers)");
        RunDraft last = runs.get(6);
        assertThat(total(last, Metrics.OPERATIONS)).isEqualTo(12000);
        assertThat(total(last, "latency.p90")).isEqualTo(120000);
        assertThat(total(last, Metrics.ERRORS)).isEqualTo(3983);
    }

    @Test
    void textReportsInMarkdownFencesUnderHeadingsKeepTheirErrorSetsAndHeadings() throws Exception {
        List<RunDraft> runs = ImportHarness.read(new VegetaTextImporter(),
                RealWorld.path("vegeta/nginx-gateway-fabric_ngf-upgrade_2.1.0-plus.md")).runs();

        assertThat(runs).hasSize(2);
        RunDraft coffee = runs.get(0);
        assertThat(coffee.attributes().get("section")).hasValue("Test: Send http /coffee traffic");
        assertThat(total(coffee, Metrics.OPERATIONS)).isEqualTo(6000);
        assertThat(total(coffee, "rate")).isEqualTo(100.01);
        assertThat(total(coffee, Metrics.THROUGHPUT)).isEqualTo(21.19);
        // attack 59.992s and wait 26.893s, which vegeta prints rounded as a total of 1m27s
        assertThat(total(coffee, Metrics.DURATION)).isEqualTo(86.885);
        assertThat(total(coffee, Metrics.LATENCY_MIN)).isEqualTo(0.334577);
        assertThat(total(coffee, Metrics.LATENCY_P90)).isEqualTo(30001);
        assertThat(total(coffee, "success")).isEqualTo(0.3068);
        assertThat(total(coffee, "status.0")).isEqualTo(4159);
        assertThat(total(coffee, "status.200")).isEqualTo(1841);
        // the five errors vegeta printed, and not the fence, the image link or the next heading after them
        String errors = coffee.attributes().get("errors").orElseThrow();
        assertThat(errors.split("; ")).hasSize(5);
        assertThat(errors).startsWith("Get \"http://cafe.example.com/coffee\": read tcp 10.138.0.105:42937->")
                .endsWith("context deadline exceeded (Client.Timeout exceeded while awaiting headers)")
                .doesNotContain("```", "png", "Test:");
        RunDraft tea = runs.get(1);
        assertThat(tea.attributes().get("section")).hasValue("Test: Send https /tea traffic");
        assertThat(total(tea, Metrics.LATENCY_MAX)).isEqualTo(30005);
        assertThat(tea.attributes().get("errors").orElseThrow()).startsWith("Get \"https://cafe.example.com/tea\"")
                .doesNotContain("```");
    }

    @Test
    void anErrorSetEndsAtTheFenceAfterItAndEachRunKeepsTheHeadingsAboveIt() throws Exception {
        List<RunDraft> runs = ImportHarness.read(new VegetaTextImporter(),
                RealWorld.path("vegeta/nginx-gateway-fabric_zero-downtime-scale_2.5.0-oss.md")).runs();

        assertThat(runs).hasSize(16);
        RunDraft first = runs.get(0);
        assertThat(first.attributes().get("section"))
                .hasValue("One NGINX Pod runs per node Test Results / Scale Up Gradually / Test: Send http /coffee traffic");
        assertThat(first.attributes().get("errors")).isEmpty();
        RunDraft teaDown = runs.get(2);
        assertThat(teaDown.attributes().get("section"))
                .hasValue("One NGINX Pod runs per node Test Results / Scale Down Gradually / Test: Send https /tea traffic");
        assertThat(total(teaDown, Metrics.OPERATIONS)).isEqualTo(48000);
        assertThat(total(teaDown, "status.0")).isEqualTo(1);
        assertThat(total(teaDown, Metrics.ERRORS)).isEqualTo(1);
        assertThat(teaDown.attributes().get("errors")).hasValue("Get \"https://cafe.example.com/tea\": dial tcp"
                + " 0.0.0.0:0->10.138.0.34:443: connect: network is unreachable");
    }
}
