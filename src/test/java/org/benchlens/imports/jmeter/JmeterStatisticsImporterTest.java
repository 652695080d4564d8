package org.benchlens.imports.jmeter;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** statistics.json of a JMeter dashboard kept in a project's repository. */
class JmeterStatisticsImporterTest {

    @Test
    void totalAndEveryLabelWithTheirPercentiles() throws Exception {
        RunDraft run = ImportHarness.read(new JmeterStatisticsImporter(),
                RealWorld.path("jmeter-dashboard/serverest_report_statistics.json")).runs().get(0);

        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(10);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isZero();
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_AVG)).isEqualTo(16990.399999999998);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(16797.0);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isEqualTo(30531.9);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(30710.0);
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(0.3176115610608226);
        assertThat(run.value(Steps.TOTAL, "receivedKBytesPerSec")).isEqualTo(0.2195365848816897);
        String label = "GET returnar todos usuários";
        assertThat(run.value(label, Metrics.OPERATIONS)).isEqualTo(5);
        assertThat(run.value(label, Metrics.LATENCY_MIN)).isEqualTo(2939.0);
        // a label with a leading space keeps it: JMeter tells samplers apart by it
        assertThat(run.value(" GET > https://serverest.dev/usuarios", Metrics.LATENCY_P99)).isEqualTo(10653.0);
    }
}
