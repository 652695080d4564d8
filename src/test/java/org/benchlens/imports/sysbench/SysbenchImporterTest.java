package org.benchlens.imports.sysbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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

/** The reports sysbench 0.4, 0.5, 1.0.20 and 1.1.0 printed, with the figures they show. */
class SysbenchImporterTest {

    private final SysbenchImporter importer = new SysbenchImporter();

    @TempDir
    Path folder;

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
    void percentileStatsDisabledLeavesOnlyThePercentileOut() throws Exception {
        RunDraft run = run("debian_sysbench1020_point_select_percentile_0.txt");

        // --percentile=0: "percentile stats: disabled" where the 95th percentile would be
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(26697.48);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(0.07);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(106.84);
        assertThat(total(run, "latency_ms.sum")).isEqualTo(4073.03);
        assertThat(total(run, Metrics.LATENCY_P95)).isNaN();
    }

    @Test
    void intervalLinesOfSysbenchsReportDefaultHelperHaveNoColonAfterErrS() throws Exception {
        var read = ImportHarness.read(importer,
                RealWorld.path("sysbench/debian_sysbench1020_point_select_report_default_hook.txt"));
        RunDraft run = read.runs().get(0);

        // sysbench.report_default() prints "err/s 0.00" where the built-in report prints "err/s: 0.00"
        assertThat(series(run, "errors.per_sec").points()).extracting(SeriesPoint::value).containsExactly(0.0, 0.0);
        assertThat(series(run, Metrics.SERIES_RATE).points()).extracting(SeriesPoint::value)
                .containsExactly(27777.14, 27471.04);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(27930.04);
        assertThat(read.notes()).anyMatch(note -> note.contains("'events so far: 28062' is not a line of sysbench's report"));
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

    @Test
    void sysbench05sReportAndIntervalLinesReadIntoTheNamesOf10() throws Exception {
        RunDraft run = run("mariadb-benchmarks_sysbench05_series26_ro_128.res");

        assertThat(run.attributes().values()).containsEntry("sysbench.version", "0.5").containsEntry("vus", "128")
                .containsEntry("status", "completed");
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(20137.23);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(6081538);
        assertThat(total(run, "read/write_requests.per_sec")).isEqualTo(281921.18);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(302.0047);
        assertThat(total(run, "total_time_taken_by_event_execution")).isEqualTo(38636.1208);
        assertThat(total(run, Metrics.LATENCY_MIN)).isEqualTo(1.74);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(6.35);
        assertThat(total(run, Metrics.LATENCY_MAX)).isEqualTo(34.57);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(10.22);
        assertThat(total(run, "latency_ms.approx_95_percentile")).isEqualTo(10.22);
        assertThat(total(run, "fairness.events.avg")).isEqualTo(47512.0156);
        // "[   5s] threads: 128, tps: 20424.67, reads/s: 286175.99, writes/s: 0.00, response time: 10.06ms (95%)"
        assertThat(series(run, Metrics.SERIES_RATE).points()).hasSize(60);
        assertThat(series(run, Metrics.SERIES_RATE).points().get(0).value()).isEqualTo(20424.67);
        assertThat(series(run, Metrics.SERIES_RATE).points().get(0).epochSecond()).isEqualTo(5);
        assertThat(series(run, Metrics.SERIES_P95).points().get(0).value()).isEqualTo(10.06);
    }

    @Test
    void sysbench05sReadWriteLinesNameReadsWritesAndErrorsWithoutPerSecond() throws Exception {
        RunDraft run = run("mariadb-benchmarks_sysbench05_rocksdb_rw_1.res");

        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(280);
        assertThat(total(run, Metrics.ERRORS)).isZero();
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(5.01);
        // "[   2s] threads: 1, tps: 258.56, reads: 0.00, writes: 4659.16, response time: 5.18ms (95%), errors: 0.00"
        assertThat(series(run, Metrics.SERIES_RATE).points().get(0).value()).isEqualTo(258.56);
        assertThat(series(run, Metrics.SERIES_P95).points().get(0).value()).isEqualTo(5.18);
        assertThat(series(run, "errors.per_sec").points().get(0).value()).isZero();
    }

    @Test
    void sysbench04sTestExecutionSummaryAndPerRequestStatistics() throws Exception {
        // the layout of sysbench 0.4's oltp report, its chatter before the report included
        String report = String.join("\n", "sysbench 0.4.12:  multi-threaded system evaluation benchmark", "",
                "No DB drivers specified, using mysql", "Running the test with following options:",
                "Number of threads: 16", "", "Doing OLTP test.", "Running mixed OLTP test",
                "Using Special distribution (12 iterations,  1 pct of values are returned in 75 pct cases)",
                "Using \"BEGIN\" for starting transactions", "Using auto_inc on the id column", "Threads started!",
                "Time limit exceeded, exiting...", "(last message repeated 15 times)", "Done.", "",
                "OLTP test statistics:", "    queries performed:", "        read:                            140000",
                "        write:                           50000", "        other:                           20000",
                "        total:                           210000",
                "    transactions:                        10000  (812.50 per sec.)",
                "    deadlocks:                           0      (0.00 per sec.)",
                "    read/write requests:                 190000 (15437.50 per sec.)",
                "    other operations:                    20000  (1625.00 per sec.)", "",
                "Test execution summary:", "    total time:                          12.3077s",
                "    total number of events:              10000",
                "    total time taken by event execution: 196.7551", "    per-request statistics:",
                "         min:                                  4.12ms",
                "         avg:                                 19.68ms",
                "         max:                                 96.30ms",
                "         approx.  95 percentile:              31.40ms", "", "Threads fairness:",
                "    events (avg/stddev):           625.0000/4.12",
                "    execution time (avg/stddev):   12.2972/0.01", "");
        ImportHarness.Read read = read04(report);
        List<RunDraft> runs = read.runs();

        assertThat(runs).hasSize(1);
        RunDraft run = runs.get(0);
        assertThat(run.attributes().values()).containsEntry("sysbench.version", "0.4.12").containsEntry("vus", "16");
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(812.5);
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(10000);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(12.3077);
        assertThat(total(run, Metrics.LATENCY_AVG)).isEqualTo(19.68);
        assertThat(total(run, Metrics.LATENCY_P95)).isEqualTo(31.40);
        assertThat(total(run, "fairness.execution_time.avg")).isEqualTo(12.2972);
        assertThat(read.notes()).isEmpty();
    }

    /**
     * 0.4's other tests print their own figures above the same summary (sb_cpu.c, sb_fileio.c): the events
     * a second are the throughput, and the lines BenchLens does not read are named in notes.
     */
    @Test
    void sysbench04sCpuAndFileIoTestsGiveEventsASecondAndNameTheirOwnLines() throws Exception {
        String summary = String.join("\n", "Test execution summary:",
                "    total time:                          300.0167s",
                "    total number of events:              32801",
                "    total time taken by event execution: 4742.1045", "    per-request statistics:",
                "         min:                                  0.01ms",
                "         avg:                                144.57ms",
                "         max:                               1742.63ms",
                "         approx.  95 percentile:             495.22ms", "", "Threads fairness:",
                "    events (avg/stddev):           2050.0625/59.21",
                "    execution time (avg/stddev):   296.3815/0.32", "");
        String fileIo = String.join("\n", "sysbench 0.4.12:  multi-threaded system evaluation benchmark", "",
                "Running the test with following options:", "Number of threads: 16", "", "Extra file open flags: 0",
                "128 files, 16Mb each", "Using synchronous I/O mode", "Doing random r/w test", "Threads started!",
                "Time limit exceeded, exiting...", "Done.", "",
                "Operations performed:  19681 Read, 13120 Write, 41867 Other = 74668 Total",
                "Read 307.52Mb  Written 205Mb  Total transferred 512.52Mb  (1.7083Mb/sec)",
                "  109.33 Requests/sec executed", "", summary);
        String cpu = String.join("\n", "sysbench 0.4.12:  multi-threaded system evaluation benchmark", "",
                "Running the test with following options:", "Number of threads: 1", "",
                "Doing CPU performance benchmark", "", "Threads started!", "Done.", "",
                "Maximum prime number checked in CPU test: 20000", "", "", summary);

        ImportHarness.Read files = read04(fileIo);
        RunDraft io = files.runs().get(0);
        // 32801 events in 300.0167 s: the 109.33 requests/s sysbench printed above its summary
        assertThat(total(io, Metrics.THROUGHPUT)).isCloseTo(109.33, within(0.005));
        assertThat(total(io, Metrics.OPERATIONS)).isEqualTo(32801);
        assertThat(total(io, Metrics.LATENCY_P95)).isEqualTo(495.22);
        // the file test's options and figures above the summary, each named
        assertThat(files.notes()).extracting(note -> note.substring(0, note.indexOf(':')))
                .containsExactly("line 6", "line 7", "line 14", "line 15", "line 16");
        assertThat(files.notes()).allMatch(note -> note.endsWith("is not a line of sysbench's report; left out"));
        ImportHarness.Read primes = read04(cpu);
        assertThat(total(primes.runs().get(0), Metrics.LATENCY_AVG)).isEqualTo(144.57);
        assertThat(primes.notes()).singleElement().asString().contains("Maximum prime number checked");
    }

    private ImportHarness.Read read04(String report) throws Exception {
        Path file = folder.resolve("sysbench04-" + report.hashCode() + ".txt");
        Files.writeString(file, report);
        return ImportHarness.read(importer, file);
    }
}
