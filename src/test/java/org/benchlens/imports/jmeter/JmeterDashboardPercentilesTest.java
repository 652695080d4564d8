package org.benchlens.imports.jmeter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/**
 * A run's raw JMeter results and the statistics.json of the HTML dashboard JMeter made of them, both
 * committed to the same repository: BenchLens's percentiles of the raw file are the dashboard's.
 */
class JmeterDashboardPercentilesTest {

    private static final List<String> PERCENTILES = List.of(Metrics.LATENCY_MED, Metrics.LATENCY_P90,
            Metrics.LATENCY_P95, Metrics.LATENCY_P99);

    private static RunDraft read(String file) throws Exception {
        var importer = ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path(file)).peek()).orElseThrow();
        return ImportHarness.read(importer, RealWorld.path(file)).runs().get(0);
    }

    private static void sameAsDashboard(String results, String statistics, int steps) throws Exception {
        RunDraft raw = read(results);
        RunDraft dashboard = read(statistics);
        assertThat(raw.format()).isEqualTo("jmeter-csv");
        assertThat(dashboard.format()).isEqualTo("jmeter-dashboard");
        List<String> labels = dashboard.measurements().stream().map(m -> m.step()).distinct().toList();
        assertThat(labels).hasSize(steps).contains(Steps.TOTAL);
        for (String label : labels) {
            assertThat(raw.value(label, Metrics.OPERATIONS)).as(label)
                    .isEqualTo(dashboard.value(label, Metrics.OPERATIONS));
            for (String percentile : PERCENTILES) {
                assertThat(raw.value(label, percentile)).as(label + " " + percentile)
                        .isCloseTo(dashboard.value(label, percentile), within(1e-9));
            }
        }
    }

    @Test
    void everyLabelsPercentilesAreTheDashboards() throws Exception {
        sameAsDashboard("jmeter/sanju-blazedemo_results.jtl", "jmeter-dashboard/sanju-blazedemo_report_statistics.json",
                6);
        sameAsDashboard("jmeter/ahmed-blazedemo_results_test_results.jtl",
                "jmeter-dashboard/ahmed-blazedemo_results_statistics.json", 4);
    }

    @Test
    void theFiguresAreThoseTheDashboardPrintsAndBenchLensLinearOnesAreKeptBeside() throws Exception {
        RunDraft run = read("jmeter/sanju-blazedemo_results.jtl");

        // statistics.json: "Booking" pct1ResTime 877.0000000000009, pct2ResTime 11325.99999999988, pct3ResTime 15791.999999999993
        assertThat(run.value("Booking", Metrics.LATENCY_P90)).isCloseTo(877.0, within(1e-9));
        assertThat(run.value("Booking", Metrics.LATENCY_P95)).isCloseTo(11326.0, within(1e-9));
        assertThat(run.value("Booking", "elapsed.p(95)")).isCloseTo(11326.0, within(1e-9));
        assertThat(run.value("Booking", Metrics.LATENCY_P99)).isCloseTo(15792.0, within(1e-9));
        // " Simple Travel Agency!" medianResTime 690.5, pct1ResTime 1499.0000000000005
        assertThat(run.value(" Simple Travel Agency!", Metrics.LATENCY_MED)).isCloseTo(690.5, within(1e-9));
        assertThat(run.value(" Simple Travel Agency!", Metrics.LATENCY_P90)).isCloseTo(1499.0, within(1e-9));
        // Total pct1ResTime 1034.6000000000001 over the 500 samples
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isCloseTo(1034.6, within(1e-9));
        // BenchLens's own definition, linear between ranks p·(n−1): 1858 where the dashboard prints 11326
        assertThat(run.value("Booking", "latency.linear.p95")).isCloseTo(1858.0, within(1e-9));
        assertThat(run.value(Steps.TOTAL, "latency.linear.p90")).isCloseTo(1031.4, within(1e-9));
    }
}
