package org.benchlens.imports.wrk;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** wrk and wrk2 runs as their users posted them, and as Debian's wrk 4.1.0 printed them here. */
class WrkImporterTest {

    private final WrkImporter importer = new WrkImporter();

    @TempDir
    Path dir;

    private List<RunDraft> runs(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("wrk/" + file)).runs();
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void fiveWrkRunsInAReadmeWithTheirLatencyDistributionsAndSocketErrors() throws Exception {
        List<RunDraft> runs = runs("noear-helloworld_solon_jetty_README_wrk.md");

        assertThat(runs).hasSize(5);
        RunDraft first = runs.get(0);
        assertThat(first.name()).isEqualTo("noear-helloworld_solon_jetty_README_wrk.md #1");
        assertThat(first.attributes().values()).containsEntry("url", "http://127.0.0.1:8080/?name=test")
                .containsEntry("threads", "10").containsEntry("connections", "200").containsEntry("vus", "200")
                .containsEntry("test_duration", "30s").containsEntry("tool", "wrk")
                .containsEntry("command", "wrk -t10 -c200 -d30s --latency \"http://127.0.0.1:8080/?name=test\"");
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(79069.79);
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(2378248);
        assertThat(total(first, Metrics.DURATION)).isEqualTo(30.08);
        assertThat(total(first, Metrics.LATENCY_AVG)).isEqualTo(19.23);
        assertThat(total(first, Metrics.LATENCY_STDDEV)).isEqualTo(40.16);
        assertThat(total(first, Metrics.LATENCY_MAX)).isEqualTo(495.02);
        assertThat(total(first, Metrics.LATENCY_MED)).isEqualTo(1.20);
        assertThat(total(first, "latency.p75")).isEqualTo(15.43);
        assertThat(total(first, Metrics.LATENCY_P90)).isEqualTo(69.95);
        assertThat(total(first, Metrics.LATENCY_P99)).isEqualTo(193.67);
        assertThat(total(first, "Req/Sec.Avg")).isEqualTo(8330);
        assertThat(total(first, "Req/Sec.Max")).isEqualTo(41470);
        // wrk's sizes are powers of 1024: 376.50MB and 12.52MB
        assertThat(total(first, Metrics.DATA_RECEIVED)).isEqualTo(376.5 * 1024 * 1024);
        assertThat(total(first, "Transfer/sec")).isEqualTo(12.52 * 1024 * 1024);
        assertThat(total(first, "socket_errors.read")).isEqualTo(434);
        assertThat(total(first, Metrics.ERRORS)).isEqualTo(434);
        assertThat(total(first, Metrics.ERRORS_RATE)).isEqualTo(434.0 / (2378248 + 434));
        // the second run was pasted without its Transfer/sec line
        assertThat(total(runs.get(1), Metrics.THROUGHPUT)).isEqualTo(112444.11);
        assertThat(total(runs.get(1), "Transfer/sec")).isNaN();
        // 838.00us
        assertThat(total(runs.get(4), Metrics.LATENCY_MED)).isEqualTo(0.838);
    }

    @Test
    void wrk2sUncorrectedSpectrumAfterTheRecordedOneIsNotTheRunsHistogram() throws Exception {
        // as wrk2 prints with --latency and -U: print_hdr_latency twice, each with its own spectrum
        Path file = dir.resolve("wrk2-u-latency.txt");
        Files.writeString(file, """
                Running 10s test @ http://127.0.0.1:8080/
                  1 threads and 2 connections
                  Thread calibration: mean lat.: 1.100ms, rate sampling interval: 10ms
                  Thread Stats   Avg      Stdev     Max   +/- Stdev
                    Latency     1.20ms  400.00us   3.00ms   70.00%
                    Req/Sec   100.00     10.00   120.00     80.00%
                  Latency Distribution (HdrHistogram - Recorded Latency)
                 50.000%    1.10ms
                 75.000%    1.50ms
                 90.000%    2.00ms
                 99.000%    3.00ms
                 99.900%    3.00ms
                 99.990%    3.00ms
                 99.999%    3.00ms
                100.000%    3.00ms

                  Detailed Percentile spectrum:
                       Value   Percentile   TotalCount 1/(1-Percentile)

                       0.500     0.000000            1         1.00
                       1.100     0.500000          500         2.00
                       2.000     0.900000          900        10.00
                       3.001     1.000000         1000          inf
                #[Mean    =        1.200, StdDeviation   =        0.400]
                #[Max     =        3.000, Total count    =         1000]
                #[Buckets =           27, SubBuckets     =         2048]
                ----------------------------------------------------------

                  Latency Distribution (HdrHistogram - Uncorrected Latency (measured without taking delayed starts into account))
                 50.000%  900.00us
                 75.000%    1.20ms
                 90.000%    1.60ms
                 99.000%    2.50ms
                 99.900%    2.50ms
                 99.990%    2.50ms
                 99.999%    2.50ms
                100.000%    2.50ms

                  Detailed Percentile spectrum:
                       Value   Percentile   TotalCount 1/(1-Percentile)

                       0.400     0.000000            1         1.00
                       0.900     0.500000          500         2.00
                       2.501     1.000000         1000          inf
                #[Mean    =        0.950, StdDeviation   =        0.300]
                #[Max     =        2.500, Total count    =         1000]
                #[Buckets =           27, SubBuckets     =         2048]
                ----------------------------------------------------------
                  1000 requests in 10.00s, 120.00KB read
                Requests/sec:    100.00
                Transfer/sec:     12.00KB
                """);
        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(total(run, Metrics.LATENCY_MED)).isEqualTo(1.10);
        assertThat(total(run, "Uncorrected Latency.50.000%")).isEqualTo(0.9);
        Histogram histogram = run.histograms().get(0).decode();
        assertThat(run.histograms()).hasSize(1);
        assertThat(histogram.getTotalCount()).isEqualTo(1000);
        assertThat(histogram.getMinValue()).isEqualTo(500);
    }

    @Test
    void wrk2sPercentileSpectrumBecomesTheRunsHistogram() throws Exception {
        List<RunDraft> runs = runs("polis-highload-dht_stage4_allocGet_wrk2.md");

        assertThat(runs).hasSize(3);
        RunDraft first = runs.get(0);
        assertThat(first.attributes().values()).containsEntry("tool", "wrk2").containsEntry("vus", "64")
                .containsEntry("threads", "1").containsEntry("url", "http://localhost:8081");
        assertThat(total(first, Metrics.THROUGHPUT)).isEqualTo(1995.22);
        assertThat(total(first, Metrics.OPERATIONS)).isEqualTo(119714);
        assertThat(total(first, Metrics.DURATION)).isEqualTo(60);
        assertThat(total(first, Metrics.LATENCY_STDDEV)).isEqualTo(0.706);
        assertThat(total(first, Metrics.LATENCY_MED)).isEqualTo(1.37);
        assertThat(total(first, Metrics.LATENCY_P999)).isEqualTo(5.72);
        assertThat(total(first, "latency.p99.999")).isEqualTo(12.68);
        assertThat(total(first, "latency.p100")).isEqualTo(12.93);
        assertThat(total(first, "Transfer/sec")).isEqualTo(173.39 * 1024);

        Histogram histogram = first.histograms().get(0).decode();
        assertThat(first.histograms().get(0).metric()).isEqualTo(WrkRun.HISTOGRAM);
        assertThat(histogram.getTotalCount()).isEqualTo(99357);
        // the spectrum's 50 % row: 1.371 ms at 49680 of 99357
        assertThat(histogram.getValueAtPercentile(50.0) / 1000.0).isBetween(1.370, 1.372);
        assertThat(histogram.getMaxValue() / 1000.0).isBetween(12.92, 12.93);
        assertThat(histogram.getMinValue()).isEqualTo(67);

        RunDraft third = runs.get(2);
        assertThat(third.attributes().values()).containsEntry("threads", "64");
        assertThat(total(third, Metrics.THROUGHPUT)).isEqualTo(78260.56);
        assertThat(third.histograms().get(0).decode().getTotalCount()).isEqualTo(3905233);
    }

    @Test
    void debiansWrkWithLatencyAndWithOnlyNotFoundResponses() throws Exception {
        RunDraft ok = runs("debian_wrk410_latency.txt").get(0);
        assertThat(ok.name()).isEqualTo("debian_wrk410_latency");
        assertThat(total(ok, Metrics.THROUGHPUT)).isEqualTo(770.44);
        assertThat(total(ok, "Req/Sec.Max")).isEqualTo(890);
        assertThat(total(ok, Metrics.DATA_RECEIVED)).isEqualTo(458.91 * 1024);
        assertThat(total(ok, Metrics.ERRORS)).isZero();
        assertThat(total(ok, Metrics.ERRORS_RATE)).isZero();

        RunDraft notFound = runs("debian_wrk410_non2xx.txt").get(0);
        assertThat(total(notFound, "non_2xx_3xx_responses")).isEqualTo(2248);
        assertThat(total(notFound, Metrics.ERRORS)).isEqualTo(2248);
        assertThat(total(notFound, Metrics.ERRORS_RATE)).isEqualTo(1.0);
        assertThat(total(notFound, Metrics.LATENCY_MED)).isNaN();
    }
}
