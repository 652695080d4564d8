package org.benchlens.imports.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** The reports YCSB 0.1 to 0.17 printed, with the figures they show. */
class YcsbImporterTest {

    @TempDir
    Path dir;

    private final YcsbImporter importer = new YcsbImporter();

    private RunDraft run(String file) throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, RealWorld.path("ycsb/" + file)).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static Series series(RunDraft run, String step, String metric) {
        return run.series().stream().filter(s -> s.step().equals(step) && s.metric().equals(metric)).findFirst()
                .orElseThrow();
    }

    @Test
    void hdrHistogramReportOfAMongoDbRun() throws Exception {
        RunDraft run = run("virtualclient_YCSBMongoDBOutputExample.txt");

        assertThat(run.name()).isEqualTo("virtualclient_YCSBMongoDBOutputExample");
        assertThat(run.attributes().values()).containsEntry("db", "MongoDbClient").containsEntry("threads", "8")
                .containsEntry("vus", "8").containsEntry("phase", "run").containsEntry("status", "completed");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(28246.19382538203);
        assertThat(run.value(Steps.TOTAL, "Throughput(ops/sec)")).isEqualTo(28246.19382538203);
        assertThat(run.value(Steps.TOTAL, Metrics.DURATION)).isEqualTo(177.015);
        assertThat(run.value(Steps.TOTAL, "RunTime(ms)")).isEqualTo(177015);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(5_000_000);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isZero();
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(Steps.TOTAL, "TOTAL_GCS_G1_Young_Generation.Count")).isEqualTo(330);
        assertThat(run.value(Steps.TOTAL, "TOTAL_GC_TIME_%.Time(%)")).isEqualTo(0.18416518374149085);

        assertThat(run.value("READ", Metrics.OPERATIONS)).isEqualTo(2498425);
        assertThat(run.value("READ", Metrics.LATENCY_AVG)).isEqualTo(0.20270430571259894);
        assertThat(run.value("READ", "AverageLatency(us)")).isEqualTo(202.70430571259894);
        assertThat(run.value("READ", Metrics.LATENCY_MIN)).isEqualTo(0.129);
        assertThat(run.value("READ", Metrics.LATENCY_MAX)).isEqualTo(1556.479);
        assertThat(run.value("READ", Metrics.LATENCY_P95)).isEqualTo(0.231);
        assertThat(run.value("READ", Metrics.LATENCY_P99)).isEqualTo(0.256);
        assertThat(run.value("READ", "Return=OK")).isEqualTo(2498425);
        assertThat(run.value("UPDATE", Metrics.LATENCY_P99)).isEqualTo(0.294);
        assertThat(run.value("UPDATE", Metrics.LATENCY_MAX)).isEqualTo(3090.431);
        assertThat(run.value("CLEANUP", Metrics.OPERATIONS)).isEqualTo(8);
        assertThat(run.value("CLEANUP", Metrics.LATENCY_AVG)).isEqualTo(0.184875);
        assertThat(run.series()).isEmpty();
        assertThat(run.histograms()).isEmpty();
    }

    @Test
    void statusLinesBecomeSeriesOfTheRunAndOfEachOperation() throws Exception {
        RunDraft run = run("perfkit_ycsb-time-series.dat");

        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(1666.8995807546416);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(16699);
        assertThat(run.value("READ", Metrics.LATENCY_P95)).isEqualTo(6.171);
        assertThat(run.value("CLEANUP", Metrics.LATENCY_P99)).isEqualTo(13.327);

        Series rate = series(run, Steps.TOTAL, Metrics.SERIES_RATE);
        // 0 and 1 sec had no operations; the stop repeats 10 sec for its last 19 ms and is left out
        assertThat(rate.points()).extracting(SeriesPoint::epochSecond).containsExactly(2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L);
        assertThat(rate.points()).extracting(SeriesPoint::value)
                .containsExactly(19.0, 1354.0, 1937.0, 2138.0, 2190.0, 2222.0, 2235.0, 2277.0, 2316.0);
        assertThat(series(run, "READ", Metrics.OPERATIONS).points().get(1).value()).isEqualTo(1354);
        assertThat(series(run, "READ", Metrics.LATENCY_AVG).points().get(1).value()).isEqualTo(6.08369);
        assertThat(series(run, "READ", Metrics.LATENCY_P99).points().get(1).value()).isEqualTo(22.559);
        assertThat(series(run, "READ", "latency.p99.99").points().get(0).value()).isEqualTo(222.207);
        assertThat(series(run, "READ", Metrics.LATENCY_MAX).points().get(8).value()).isEqualTo(40.511);
        assertThat(series(run, "READ", Metrics.LATENCY_MAX).unit()).isEqualTo("ms");
    }

    @Test
    void theOlderHistogramMeasurementKeepsItsBucketsAndMillisecondPercentiles() throws Exception {
        RunDraft run = run("perfkit_ycsb-test-run.dat");

        assertThat(run.attributes().values()).containsEntry("ycsb.version", "0.1").containsEntry("db", "BasicDB")
                .containsEntry("workload", "workloada").containsEntry("phase", "run");
        assertThat(run.value(Steps.TOTAL, Metrics.THROUGHPUT)).isEqualTo(12500.0);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(1000);
        assertThat(run.value("UPDATE", Metrics.LATENCY_AVG)).isEqualTo(0.0659774011299435);
        assertThat(run.value("UPDATE", Metrics.LATENCY_P95)).isZero();
        assertThat(run.value("UPDATE", "95thPercentileLatency(ms)")).isZero();
        assertThat(run.value("UPDATE", "Return=0")).isEqualTo(531);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isZero();

        Histogram update = run.histograms().stream().filter(h -> h.step().equals("UPDATE")).findFirst().orElseThrow()
                .decode();
        assertThat(update.getTotalCount()).isEqualTo(531);
        assertThat(update.getCountBetweenValues(0, 999)).isEqualTo(530);
        assertThat(update.getCountBetweenValues(19_000, 19_999)).isEqualTo(1);
        assertThat(run.histograms()).extracting(h -> h.step()).containsExactly("UPDATE", "READ", "CLEANUP");
    }

    @Test
    void verboseHdrHistogramLinesAreRecordedValuesInMicroseconds() throws Exception {
        // as TextMeasurementsExporter writes OneMeasurementHdrHistogram with measurement.histogram.verbose=true
        // (0.14 and later): each recorded value in µs, then how many latencies it stands for
        Path file = dir.resolve("ycsb-hdr-verbose.txt");
        Files.writeString(file, """
                [OVERALL], RunTime(ms), 2000
                [OVERALL], Throughput(ops/sec), 2.0
                [READ], Operations, 4
                [READ], AverageLatency(us), 1523.5
                [READ], MinLatency(us), 1000
                [READ], MaxLatency(us), 2047
                [READ], 95thPercentileLatency(us), 2047
                [READ], 99thPercentileLatency(us), 2047
                [READ], Return=OK, 4
                [READ], 1000, 1.0
                [READ], 1047, 1.0
                [READ], 2047, 2.0
                """);
        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        Histogram read = run.histograms().stream().filter(h -> h.step().equals("READ")).findFirst().orElseThrow()
                .decode();
        assertThat(read.getTotalCount()).isEqualTo(4);
        assertThat(read.getCountAtValue(1047)).isEqualTo(1);
        assertThat(read.getCountAtValue(2047)).isEqualTo(2);
        assertThat(read.getMaxValue()).isLessThan(3000);
    }

    @Test
    void timeSeriesLinesAreAveragesPerWindowAndLeftOut() throws Exception {
        // OneMeasurementTimeSeries: no percentiles, then each window's start (ms) and its average latency (µs)
        Path file = dir.resolve("ycsb-timeseries.txt");
        Files.writeString(file, """
                [OVERALL], RunTime(ms), 2000
                [OVERALL], Throughput(ops/sec), 1500.0
                [UPDATE], Operations, 3000
                [UPDATE], AverageLatency(us), 640.25
                [UPDATE], MinLatency(us), 210
                [UPDATE], MaxLatency(us), 9120
                [UPDATE], Return=OK, 3000
                [UPDATE], 0, 701.5
                [UPDATE], 1000, 579.0
                """);
        var read = ImportHarness.read(importer, file);
        RunDraft run = read.runs().get(0);

        assertThat(run.histograms()).isEmpty();
        assertThat(run.value("UPDATE", Metrics.LATENCY_AVG)).isEqualTo(0.64025);
        assertThat(read.notes()).contains("the lines of [UPDATE] keyed by a number are the timeseries measurement's"
                + " average latencies per time window; left out");
    }

    @Test
    void returnCodesOtherThanOkAreErrors() throws Exception {
        RunDraft run = run("perfkit_ycsb-test-run-5.dat");

        assertThat(run.value("READ", Metrics.ERRORS)).isEqualTo(96);
        assertThat(run.value("READ", Metrics.ERRORS_RATE)).isEqualTo(0.96);
        assertThat(run.value("READ", "Return=ERROR")).isEqualTo(96);
        assertThat(run.value("INSERT", Metrics.ERRORS_RATE)).isEqualTo(0.5);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS)).isEqualTo(196);
        assertThat(run.value(Steps.TOTAL, Metrics.ERRORS_RATE)).isEqualTo(196.0 / 300);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(1_000_000);
    }

    @Test
    void batchedOkIsASuccess() throws Exception {
        // Status.isOk() is true for OK and BATCHED_OK (an insert a binding batched for later)
        Path file = dir.resolve("ycsb-batched.txt");
        Files.writeString(file, """
                [OVERALL], RunTime(ms), 1000
                [OVERALL], Throughput(ops/sec), 100.0
                [INSERT], Operations, 100
                [INSERT], AverageLatency(us), 52.3
                [INSERT], MinLatency(us), 11
                [INSERT], MaxLatency(us), 912
                [INSERT], 95thPercentileLatency(us), 120
                [INSERT], 99thPercentileLatency(us), 402
                [INSERT], Return=OK, 10
                [INSERT], Return=BATCHED_OK, 88
                [INSERT], Return=ERROR, 2
                """);
        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.value("INSERT", Metrics.ERRORS)).isEqualTo(2);
        assertThat(run.value("INSERT", Metrics.ERRORS_RATE)).isEqualTo(0.02);
        assertThat(run.value("INSERT", "Return=BATCHED_OK")).isEqualTo(88);
    }

    @Test
    void realFilesLeaveNoNotes() throws Exception {
        var read = ImportHarness.read(importer, RealWorld.path("ycsb/perfkit_ycsb-time-series.dat"));
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void statusLinesOfVersionsBefore010GiveTheAverageOnly() throws Exception {
        Path file = dir.resolve("ycsb-0.5.txt");
        Files.writeString(file, """
                2019-05-31 13:16:56:245 1430 sec: 23701799 operations; 16390.3 current ops/sec; est completion in 9  minutes [READ AverageLatency(us)=790.54] [UPDATE AverageLatency(us)=451.02]
                2019-05-31 13:17:06:245 1440 sec: 23863825 operations; 16202.6 current ops/sec; est completion in 9  minutes [READ AverageLatency(us)=782.17] [UPDATE AverageLatency(us)=444.25]
                [OVERALL], RunTime(ms), 1440000.0
                [OVERALL], Throughput(ops/sec), 16572.100694444445
                """);
        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(series(run, Steps.TOTAL, Metrics.SERIES_RATE).points()).extracting(SeriesPoint::value)
                .containsExactly(16390.3, 16202.6);
        assertThat(series(run, "READ", Metrics.LATENCY_AVG).points()).extracting(SeriesPoint::value)
                .containsExactly(0.79054, 0.78217);
        assertThat(series(run, "UPDATE", Metrics.LATENCY_AVG).points().get(1).value()).isEqualTo(0.44425);
        assertThat(run.value(Steps.TOTAL, Metrics.OPERATIONS)).isEqualTo(23863825);
    }
}
