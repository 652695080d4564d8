package org.benchlens.imports.sysbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** The reports sysbench 1.0.20 and 1.1.0 printed, with the figures they show. */
class SysbenchImporterTest {

    private final SysbenchImporter importer = new SysbenchImporter();

    private RunDraft run(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("sysbench/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    private static Series series(RunDraft run, String metric) {
        return run.series().stream().filter(s -> s.metric().equals(metric)).findFirst().orElseThrow();
    }

    @Test
    void oltpReadWriteReportWithIntervalLines() throws Exception {
        RunDraft run = run("debian_sysbench1020_oltp_read_write_report_interval.txt");

        assertThat(run.name()).isEqualTo("debian_sysbench1020_oltp_read_write_report_interval");
        assertThat(run.attributes().values()).containsEntry("sysbench.version", "1.0.20").containsEntry("threads", "4")
                .containsEntry("vus", "4").containsEntry("status", "completed");
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(302.18);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(1541);
        assertThat(total(run, "transactions.per_sec")).isEqualTo(302.18);
        assertThat(total(run, "queries")).isEqualTo(30928);
        assertThat(total(run, "queries.per_sec")).isEqualTo(6064.83);
        assertThat(total(run, "queries_performed.read")).isEqualTo(21658);
        assertThat(total(run, "queries_performed.write")).isEqualTo(6168);
        assertThat(total(run, "queries_performed.other")).isEqualTo(3102);
        assertThat(total(run, "ignored_errors")).isEqualTo(6);
        assertThat(total(run, Metrics.ERRORS)).isEqualTo(6);
        assertThat(total(run, Metrics.ERRORS_RATE)).isEqualTo(6.0 / 1547);
        assertThat(total(run, "reconnects")).isZero();
        assertThat(total(run, Metrics.DURATION)).isEqualTo(5.0984);
        assertThat(total(run, "total_number_of_events")).isEqualTo(1541);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(1.62);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(13.05);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(132.75);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(31.94);
        assertThat(total(run, "latency_ms.95th_percentile")).isEqualTo(31.94);
        assertThat(total(run, "latency_ms.sum")).isEqualTo(20114.94);
        assertThat(total(run, "fairness.events.avg")).isEqualTo(385.25);
        assertThat(total(run, "fairness.events.stddev")).isEqualTo(83.04);
        assertThat(total(run, "fairness.execution_time.avg")).isEqualTo(5.0287);
        assertThat(series(run, Metrics.SERIES_RATE).points()).extracting(SeriesPoint::value)
                .containsExactly(224.96, 412.70, 308.06, 341.00, 253.96);
        assertThat(series(run, Metrics.SERIES_RATE).points().get(0).epochSecond()).isEqualTo(1);
        assertThat(series(run, Metrics.SERIES_P95).points()).extracting(SeriesPoint::value)
                .containsExactly(48.34, 27.66, 30.26, 31.37, 33.12);
        assertThat(series(run, "qps").points().get(1).value()).isEqualTo(8276.48);
        assertThat(series(run, "errors.per_sec").points()).extracting(SeriesPoint::value)
                .containsExactly(0.98, 1.02, 0.0, 2.0, 2.0);
    }

    @Test
    void histogramSectionBecomesTheLatencyHistogramOfEveryEvent() throws Exception {
        RunDraft run = run("debian_sysbench1020_oltp_read_only_histogram.txt");

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(281.30);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(16.71);
        assertThat(run.histograms()).hasSize(1);
        Histogram micros = run.histograms().get(0).decode();
        assertThat(micros.getTotalCount()).isEqualTo(857);
        assertThat(micros.getMinValue()).isEqualTo(619);
        assertThat(micros.highestEquivalentValue(micros.getMaxValue())).isEqualTo(73151);
        assertThat(micros.getMaxValue()).isBetween(73135L, 73151L);
    }

    @Test
    void aRunOfAGivenNumberOfEventsWithThe99thPercentile() throws Exception {
        RunDraft run = run("debian_sysbench1020_point_select_events.txt");

        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(2000);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(6243.32);
        assertThat(total(run, Metrics.LATENCY_P99)).isEqualTo(4.91);
        assertThat(total(run, Metrics.LATENCY_P95)).isNaN();
        assertThat(total(run, Metrics.DURATION)).isEqualTo(0.3169);
        assertThat(run.series()).isEmpty();
    }

    @Test
    void sysbench11WithATargetRateAndAByteOrderMark() throws Exception {
        RunDraft run = run("virtualclient_SysbenchExample.txt");

        assertThat(run.attributes().values()).containsEntry("sysbench.version", "1.1.0-df89d34")
                .containsEntry("threads", "16").containsEntry("rate", "143");
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(143.01);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(257521);
        assertThat(total(run, "events/s")).isEqualTo(143.0086);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(1800.0319);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(68.05);
        assertThat(total(run, "latency_ms.sum")).isEqualTo(7458385.25);
        assertThat(total(run, "fairness.execution_time.stddev")).isEqualTo(1.13);

        RunDraft readOnly = run("virtualclient_SysbenchExample1.txt");
        assertThat(total(readOnly, Metrics.THROUGHPUT)).isEqualTo(32400.24);
        assertThat(total(readOnly, "queries_performed.read")).isEqualTo(9720106);
        assertThat(total(readOnly, Metrics.ERRORS_RATE)).isZero();
    }

    @Test
    void theOutputsOfOneRunLeaveNoNotes() throws Exception {
        var read = ImportHarness.read(importer, RealWorld.path("sysbench/debian_sysbench1020_oltp_read_write_report_interval.txt"));
        assertThat(read.notes()).isEmpty();
    }
}
