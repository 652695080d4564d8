package org.benchlens.imports.k6.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.imports.k6.summary.K6RunAssertions.attribute;
import static org.benchlens.imports.k6.summary.K6RunAssertions.onlyRun;
import static org.benchlens.imports.k6.summary.K6RunAssertions.steps;
import static org.benchlens.model.Steps.TOTAL;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class K6HandleSummaryImporterTest {

    static final String V030 = "k6/07_k6-html-reporter_2021_handleSummary_v0.30.json";
    static final String WITH_DURATION = "k6/10_k6-reporter_simple_handleSummary.json";

    private final K6HandleSummaryImporter importer = new K6HandleSummaryImporter();

    @Test
    void failedThresholdsAreNamedWithTheirMetric() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(V030)));

        assertThat(run.format()).isEqualTo("k6-handle-summary");
        assertThat(attribute(run, "thresholds")).isEqualTo("failed");
        assertThat(attribute(run, "thresholds.failed")).isEqualTo(
                "iterations: count > 1000; http_req_duration: p(90) < 4; errorRate: rate < 0.1; checks: rate>0.9");
        // p(95) < 800 and p(99.9) < 2000 on http_req_duration passed
        assertThat(attribute(run, "thresholds.failed")).doesNotContain("p(95) < 800", "p(99.9)");
    }

    @Test
    void checksRateAndGroupsInArraysBecomeSteps() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(V030)));

        assertThat(run.value(TOTAL, Metrics.CHECKS_RATE)).isCloseTo(0.667, within(0.0005));
        assertThat(attribute(run, "checks")).isEqualTo("66.67% passed (298 of 447)");
        assertThat(steps(run)).containsExactly(TOTAL, "bigger group", "bigger group::group one",
                "bigger group::group two");
        assertThat(run.value("bigger group::group one", "checks.fails")).isEqualTo(149);
        assertThat(run.value("bigger group::group one", "checks.rate")).isZero();
        assertThat(run.value("bigger group::group two", "checks{check:status is 200 in group one}.passes"))
                .isEqualTo(149);
        assertThat(run.value(TOTAL, "checks{check:status is 200 in individual group}.passes")).isEqualTo(149);
    }

    @Test
    void beforeHttpReqFailedTheScriptsOwnErrorRateIsUsed() throws Exception {
        RunDraft run = onlyRun(ImportHarness.read(importer, Fixtures.path(V030)));

        assertThat(attribute(run, "errors.source")).isEqualTo("errorRate");
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(TOTAL, "errorRate.fails")).isEqualTo(29);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(4.80, within(0.005));
        assertThat(run.value(TOTAL, Metrics.LATENCY_P95)).isCloseTo(44.55, within(0.005));
        assertThat(run.value(TOTAL, Metrics.VUS_MAX)).isEqualTo(9);
        assertThat(attribute(run, "vus")).isEqualTo("10");
        assertThat(attribute(run, "k6.version")).isEqualTo(">=0.30");
        assertThat(attribute(run, "k6.summary_trend_stats")).isEqualTo("avg,min,med,max,p(90),p(95)");
    }

    @Test
    void testRunDurationAndFailedRequestsComeFromTheFile() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(WITH_DURATION));
        RunDraft run = onlyRun(read);

        assertThat(run.value(TOTAL, Metrics.DURATION)).isCloseTo(24.425, within(0.0005));
        assertThat(attribute(run, "duration.source")).isEqualTo("state.testRunDurationMs");
        assertThat(run.value(TOTAL, Metrics.ERRORS_RATE)).isCloseTo(0.3975, within(0.00005));
        assertThat(run.value(TOTAL, Metrics.ERRORS)).isEqualTo(349);
        assertThat(attribute(run, "errors.source")).isEqualTo("http_req_failed");
        assertThat(run.value(TOTAL, Metrics.LATENCY_P99)).isCloseTo(39.58, within(0.005));
        assertThat(run.value(TOTAL, "http_req_duration{expected_response:true}.p(99)")).isEqualTo(36.64458528);
        assertThat(run.value(TOTAL, Metrics.THROUGHPUT)).isCloseTo(35.95, within(0.005));
        assertThat(attribute(run, "thresholds")).isEqualTo("passed");
        assertThat(attribute(run, "k6.version")).isEqualTo(">=0.33");
        assertThat(attribute(run, "checks")).isEqualTo("60.25% passed (529 of 878)");
        assertThat(run.value("Example group", "checks{check:NOT 500}.passes")).isEqualTo(439);
        assertThat(run.value(TOTAL, "checks{check:Status is ok}.fails")).isEqualTo(349);
        assertThat(read.notes()).isEmpty();
    }
}
