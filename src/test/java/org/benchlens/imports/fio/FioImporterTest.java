package org.benchlens.imports.fio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportResult;
import org.benchlens.imports.ImportSummary;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * fio's JSON reports: a run stopped by Ctrl-C with fio's line before it, group reporting, json+ with an fsync
 * step, unified read/write reporting with lat_percentiles, a job stopped by ENOSPC and one that went on, and a
 * file of fio's messages without a report.
 */
class FioImporterTest {

    private final FioImporter importer = new FioImporter();

    private static ImportHarness.Read read(String file) throws Exception {
        return ImportHarness.read(new FioImporter(), RealWorld.path("fio/" + file));
    }

    private static RunDraft run(String file) throws Exception {
        List<RunDraft> runs = read(file).runs();
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static List<String> steps(RunDraft run) {
        return run.measurements().stream().map(Measurement::step).distinct().toList();
    }

    @Test
    void aStepAJobAndDirectionWithIopsAsThroughputAndClatPercentilesInMilliseconds() throws Exception {
        ImportHarness.Read read = read("fio-tests_fio333_signal2.json");
        RunDraft run = read.runs().get(0);

        assertThat(run.format()).isEqualTo("fio");
        assertThat(run.name()).isEqualTo("fio-tests_fio333_signal2");
        assertThat(steps(run)).containsExactly("sequential_read/read", "sequential_read/write");
        String read1 = "sequential_read/read";
        assertThat(run.value(read1, Metrics.THROUGHPUT)).isEqualTo(7662.030309);
        assertThat(run.value(read1, Metrics.OPERATIONS)).isEqualTo(369080);
        assertThat(run.value(read1, "bw")).isEqualTo(31383676);
        assertThat(run.value(read1, "io_bytes")).isEqualTo(1511751680);
        assertThat(run.value(read1, Metrics.DURATION)).isEqualTo(48.17);
        // clat: fio's percentiles are of the completion latency by default
        assertThat(run.value(read1, Metrics.LATENCY_P99)).isEqualTo(35.913728);
        assertThat(run.value(read1, Metrics.LATENCY_MED)).isEqualTo(6.258688);
        assertThat(run.value(read1, Metrics.LATENCY_AVG)).isEqualTo(7.881155058386);
        assertThat(run.value(read1, Metrics.LATENCY_MAX)).isEqualTo(329.40403);
        assertThat(run.value(read1, "clat.p99.99")).isEqualTo(run.value(read1, "latency.p99.99"));
        assertThat(run.value(read1, "lat.mean")).isEqualTo(7.891233793714);
        assertThat(run.value(read1, "slat.max")).isEqualTo(33.468494);
        assertThat(run.value("sequential_read/write", Metrics.LATENCY_P99)).isEqualTo(6.848512);
        assertThat(run.value(read1, Metrics.ERRORS_RATE)).isZero();
        assertThat(run.value(read1, "iodepth")).isEqualTo(16);
        assertThat(run.value(read1, "usr_cpu")).isEqualTo(1.087927);
        assertThat(run.attributes().values()).containsEntry("fio.version", "fio-3.33")
                .containsEntry("rw", "rw").containsEntry("bs", "4k").containsEntry("ioengine", "libaio")
                .containsEntry("direct", "1").containsEntry(AttributeKeys.TOOL, "fio")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        assertThat(run.endedAt()).hasToString("2023-05-21T20:23:33.639Z");
        assertThat(read.notes()).containsExactly("fio-tests_fio333_signal2.json:2: fio was stopped by signal 2"
                + " before its jobs ended: the run is stored as partial");
    }

    @Test
    void groupReportingIsOneJobWithTheGlobalOptions() throws Exception {
        RunDraft run = run("so-kernel-trace_fio336_group_reporting.json");

        assertThat(steps(run)).containsExactly("seqread/read");
        assertThat(run.value("seqread/read", Metrics.THROUGHPUT)).isEqualTo(3266.695555);
        assertThat(run.value("seqread/read", Metrics.LATENCY_P95)).isEqualTo(3.325952);
        assertThat(run.value("seqread/read", "numjobs")).isEqualTo(2);
        assertThat(run.value("seqread/read", "iodepth")).isEqualTo(4);
        assertThat(run.attributes().values()).containsEntry("rw", "read").containsEntry("numjobs", "2")
                .containsEntry("disk_util.sda", "74.715548 %")
                .containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
    }

    @Test
    void jsonPlusBinsAreTheStepsHistogramAndFsyncsAStepOfTheirOwn() throws Exception {
        RunDraft run = run("debian_fio333_two_jobs_jsonplus_fsync.json");

        assertThat(steps(run)).containsExactly("randread/read", "seqwrite/write", "seqwrite/sync");
        assertThat(run.attributes().values()).containsEntry("randread.rw", "randread")
                .containsEntry("seqwrite.bs", "64k").doesNotContainKey("rw");
        assertThat(run.value("randread/read", "iodepth")).isEqualTo(4);
        assertThat(run.value("seqwrite/write", "iodepth")).isNaN();
        assertThat(run.value("seqwrite/sync", Metrics.OPERATIONS)).isEqualTo(15);
        assertThat(run.value("seqwrite/sync", Metrics.LATENCY_P99)).isEqualTo(5.07904);
        assertThat(run.value("seqwrite/sync", Metrics.THROUGHPUT)).isNaN();
        assertThat(run.histograms()).extracting(LatencyHistogram::step)
                .containsExactly("randread/read", "seqwrite/write", "seqwrite/sync");
        LatencyHistogram reads = run.histograms().get(0);
        assertThat(reads.decode().getTotalCount()).isEqualTo(2048);
        // fio's bins and HdrHistogram's are both about 1 % wide: the median agrees with fio's within them
        assertThat(reads.decode().getValueAtPercentile(50) / 1000.0)
                .isCloseTo(run.value("randread/read", Metrics.LATENCY_MED), withPercentage(2));
    }

    @Test
    void withLatPercentilesTheTotalLatencyIsTheNormalisedOne() throws Exception {
        RunDraft run = run("debian_fio333_randrw_unified_lat_percentiles.json");

        assertThat(steps(run)).containsExactly("mixed/mixed");
        assertThat(run.value("mixed/mixed", Metrics.LATENCY_MED)).isEqualTo(0.003152);
        assertThat(run.value("mixed/mixed", "clat.p50")).isEqualTo(0.00312);
        assertThat(run.value("mixed/mixed", Metrics.LATENCY_AVG)).isEqualTo(0.023530650391);
        assertThat(run.value("mixed/mixed", "slat.mean")).isNaN();
    }

    @Test
    void aJobStoppedByAnErrorFailedAndTheRunIsAborted() throws Exception {
        ImportHarness.Read read = read("debian_fio333_dev_full_enospc.json");
        RunDraft run = read.runs().get(0);

        assertThat(steps(run)).containsExactly("full/write");
        assertThat(run.value("full/write", Metrics.OPERATIONS)).isEqualTo(1);
        assertThat(run.value("full/write", Metrics.ERRORS)).isEqualTo(1);
        assertThat(run.value("full/write", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.value("full/write", Metrics.LATENCY_AVG)).isNaN();
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_ABORTED);
        assertThat(read.notes()).containsExactly("debian_fio333_dev_full_enospc.json:9: fio stopped the job \"full\""
                + " at error 28 (No space left on device): the run is stored as aborted");
    }

    @Test
    void continueOnErrorCountsErrorsAndTheRunEnds() throws Exception {
        RunDraft run = run("debian_fio333_dev_full_continue_on_error.json");

        assertThat(run.value("fullcoe/write", Metrics.ERRORS)).isEqualTo(1);
        assertThat(run.value("fullcoe/write", Metrics.ERRORS_RATE)).isEqualTo(1);
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
    }

    /**
     * fio 2.15's writer (stat.c, add_ddir_status_json): io_bytes in KiB, latencies in microseconds under clat and
     * lat, the percentile list padded to 20 entries with duplicate "0.00" keys. No real report of fio 2 was found,
     * so this one is written to that code, with the fields fio 2.15 writes for a read job.
     */
    @Test
    void fio2WroteKibibytesAndMicrosecondsAndPaddedItsPercentiles(@TempDir Path folder) throws Exception {
        String latency = "{ \"min\" : 50, \"max\" : 9000, \"mean\" : 120.50, \"stddev\" : 30.25";
        Path file = Files.writeString(folder.resolve("fio215.json"), "{\n  \"fio version\" : \"fio-2.15\",\n"
                + "  \"timestamp\" : 1480611510,\n  \"time\" : \"Thu Dec  1 16:58:30 2016\",\n"
                + "  \"jobs\" : [\n    {\n      \"jobname\" : \"rr\", \"groupid\" : 0, \"error\" : 0,\n"
                + "      \"job options\" : { \"rw\" : \"randread\", \"iodepth\" : \"8\" },\n"
                + "      \"read\" : { \"io_bytes\" : 2048, \"bw\" : 1024, \"iops\" : 256.00, \"runtime\" : 2000,"
                + " \"total_ios\" : 512, \"short_ios\" : 0, \"drop_ios\" : 0,\n"
                + "        \"slat\" : " + latency + " },\n        \"clat\" : " + latency
                + ", \"percentile\" : { \"50.000000\" : 110, \"99.000000\" : 4000, \"0.00\" : 0, \"0.00\" : 0 } },\n"
                + "        \"lat\" : " + latency + " } },\n"
                + "      \"usr_cpu\" : 1.5, \"sys_cpu\" : 2.5\n    }\n  ]\n}\n");

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.value("rr/read", "io_bytes")).isEqualTo(2048 * 1024);
        assertThat(run.value("rr/read", "bw")).isEqualTo(1024 * 1024);
        assertThat(run.value("rr/read", Metrics.LATENCY_MED)).isEqualTo(0.11);
        assertThat(run.value("rr/read", Metrics.LATENCY_P99)).isEqualTo(4);
        assertThat(run.value("rr/read", Metrics.LATENCY_AVG)).isEqualTo(0.1205);
        assertThat(run.value("rr/read", "iodepth")).isEqualTo(8);
        assertThat(run.measurements()).noneMatch(m -> m.metric().contains("p0"));
        assertThat(run.endedAt()).hasToString("2016-12-01T16:58:30Z");
    }

    @Test
    void aCutReportIsRefusedAsTruncated(@TempDir Path folder) throws Exception {
        String whole = Files.readString(RealWorld.path("fio/so-kernel-trace_fio336_group_reporting.json"));
        Path cut = Files.writeString(folder.resolve("cut.json"), whole.substring(0, whole.indexOf("\"lat_ns\"")));

        ImportFailure failure = ImportHarness.failure(importer, cut);

        assertThat(failure.getMessage())
                .isEqualTo("the file ends before fio's JSON report is complete (is it truncated?)");
    }

    @Test
    void fiosMessagesWithoutAReportAreRefusedByName() throws Exception {
        ImportFailure failure =
                ImportHarness.failure(importer, RealWorld.path("fio/system-testing_fio_messages_no_report.json"));

        assertThat(failure).hasMessage("fio wrote no JSON report here: the file holds only fio's messages (the first:"
                + " \"fio: \"C is not a directory\"); expected the report of fio --output-format=json after them");
    }

    @Test
    void aFolderOfReportsIsStoredAsARunEachAndTheMessagesAloneAreAProblem() throws Exception {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store, RealWorld.path("fio"));

            assertThat(summary.results()).filteredOn(r -> r.status() == ImportResult.Status.FAILED)
                    .singleElement().satisfies(failed -> assertThat(failed.describe())
                            .endsWith("system-testing_fio_messages_no_report.json: fio wrote no JSON report here:"
                            + " the file holds only fio's messages (the first: \"fio: \"C is not a directory\");"
                            + " expected the report of fio --output-format=json after them"));
            List<RunResult> results = ImportHarness.results(store);
            assertThat(results).hasSize(6).allSatisfy(result -> assertThat(result.run().format()).isEqualTo("fio"));
            RunResult jsonPlus = results.stream().filter(r -> r.run().name()
                    .equals("debian_fio333_two_jobs_jsonplus_fsync")).findFirst().orElseThrow();
            assertThat(jsonPlus.steps()).hasSize(3);
            long histograms = store.read(session -> session.histograms().forRun(jsonPlus.run().id()).size());
            assertThat(histograms).isEqualTo(3);
        }
    }

    @Test
    void theStandardRegistryPicksFioForEachRealFile() throws Exception {
        for (String file : List.of("fio-tests_fio333_signal2.json", "so-kernel-trace_fio336_group_reporting.json",
                "debian_fio333_two_jobs_jsonplus_fsync.json", "debian_fio333_randrw_unified_lat_percentiles.json",
                "debian_fio333_dev_full_enospc.json", "debian_fio333_dev_full_continue_on_error.json",
                "system-testing_fio_messages_no_report.json")) {
            assertThat(ImporterRegistry.standard().detect(ImportSource.of(RealWorld.path("fio/" + file)).peek()))
                    .as(file).get().isInstanceOf(FioImporter.class);
        }
    }
}
