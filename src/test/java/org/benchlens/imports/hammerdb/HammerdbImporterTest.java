package org.benchlens.imports.hammerdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** TPROC-C results and TPROC-H query times as HammerDB 3.x to 4.12 printed them. */
class HammerdbImporterTest {

    @TempDir
    Path dir;

    private final HammerdbImporter importer = new HammerdbImporter();

    private List<RunDraft> runs(String file) throws Exception {
        return ImportHarness.read(importer, RealWorld.path("hammerdb/" + file)).runs();
    }

    private RunDraft run(String file) throws Exception {
        List<RunDraft> runs = runs(file);
        assertThat(runs).hasSize(1);
        return runs.get(0);
    }

    private static double total(RunDraft run, String metric) {
        return run.value(Steps.TOTAL, metric);
    }

    @Test
    void tprocCResultOfAPostgreSqlRunFromTheCliConsole() throws Exception {
        RunDraft run = run("virtualclient_Results_HammerDB.txt");

        assertThat(run.name()).isEqualTo("virtualclient_Results_HammerDB");
        assertThat(run.attributes().values()).containsEntry("dbms", "PostgreSQL").containsEntry("vus", "1")
                .containsEntry("scenario", "TPROC-C").containsEntry("hammerdb.version", "4.5")
                .containsEntry("rampup_minutes", "2").containsEntry("throughput.source", "NOPM / 60")
                .containsEntry("status", "completed");
        assertThat(total(run, "nopm")).isEqualTo(11400);
        assertThat(total(run, "tpm")).isEqualTo(26163);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(190.0);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(300);
    }

    @Test
    void theDatabaseServersVersionAndOtherDatabases() throws Exception {
        RunDraft mysql = run("virtualclient_HammerDBMySQL.txt");
        assertThat(mysql.attributes().values()).containsEntry("dbms", "MySQL").containsEntry("version", "8.0.44")
                .containsEntry("hammerdb.version", "4.12");
        assertThat(total(mysql, "nopm")).isEqualTo(11);
        assertThat(total(mysql, "tpm")).isEqualTo(25);

        RunDraft perfkit = run("perfkit_hammerdbcli_tpcc.log");
        assertThat(perfkit.attributes().values()).containsEntry("dbms", "MySQL").containsEntry("vus", "4")
                .containsEntry("rampup_minutes", "5");
        assertThat(total(perfkit, "nopm")).isEqualTo(8153);
        assertThat(total(perfkit, "tpm")).isEqualTo(24772);
        assertThat(total(perfkit, Metrics.DURATION)).isEqualTo(600);
    }

    @Test
    void aVirtualUserSweepInOneLogIsOneRunATest() throws Exception {
        List<RunDraft> runs = runs("constructed_hammerdb-log_tprocc_vu-sweep.log");

        assertThat(runs).extracting(RunDraft::name).containsExactly("constructed_hammerdb-log_tprocc_vu-sweep #1",
                "constructed_hammerdb-log_tprocc_vu-sweep #2", "constructed_hammerdb-log_tprocc_vu-sweep #3");
        assertThat(runs).extracting(r -> r.attributes().values().get("vus")).containsExactly("2", "4", "8");
        assertThat(runs).extracting(r -> total(r, "nopm")).containsExactly(14210.0, 26871.0, 41090.0);
        assertThat(runs).extracting(r -> total(r, "tpm")).containsExactly(32688.0, 61833.0, 94512.0);
        assertThat(runs).extracting(RunDraft::startedAt)
                .containsExactly(java.time.Instant.parse("2026-11-24T09:12:01Z"), null, null);
    }

    @Test
    void aLogHeaderInBritishSummerTimeIsReadInLondonAndAnAmbiguousZoneIsKeptAsText() throws Exception {
        Path file = dir.resolve("hammerdb.log");
        Files.writeString(file, """
                Hammerdb Log @ Fri Jul 05 09:55:26 BST 2019
                +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-
                Vuser 1:4 Active Virtual Users configured
                Vuser 1:TEST RESULT : System achieved 468610 SQL Server TPM at 101789 NOPM
                Hammerdb Log @ Fri Jul 05 10:15:26 IST 2019
                Vuser 1:4 Active Virtual Users configured
                Vuser 1:TEST RESULT : System achieved 468611 SQL Server TPM at 101790 NOPM
                """);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs().get(0).startedAt()).isEqualTo(java.time.Instant.parse("2019-07-05T08:55:26Z"));
        assertThat(read.runs().get(1).startedAt()).isNull();
        assertThat(read.runs().get(1).attributes().get("log.started")).contains("Fri Jul 05 10:15:26 IST 2019");
        assertThat(read.notes()).contains("line 5: the log's start, Fri Jul 05 10:15:26 IST 2019, is kept as text:"
                + " its zone has more than one meaning");
    }

    @Test
    void aJobsResultFromTheCliOrWebService() throws Exception {
        RunDraft run = run("constructed_hammerdbcli_jobs_result.json");

        assertThat(run.attributes().values()).containsEntry("dbms", "SQL Server").containsEntry("vus", "4");
        assertThat(total(run, "nopm")).isEqualTo(26018);
        assertThat(total(run, "tpm")).isEqualTo(60408);
    }

    @Test
    void tprocHQueryTimesOfEightVirtualUsersWithTheirGeometricMean() throws Exception {
        RunDraft run = run("virtualclient_HammerDBMySQLTPCH.txt");

        assertThat(run.attributes().values()).containsEntry("scenario", "TPROC-H").containsEntry("vus", "8")
                .containsEntry("dbms", "MySQL").containsEntry("hammerdb.version", "4.12");
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(352);
        assertThat(total(run, "query_sets")).isEqualTo(16);
        assertThat(total(run, "geometric_mean")).isCloseTo(1.6588900574201508, org.assertj.core.data.Offset.offset(1e-12));
        // the slowest virtual users (2 and 5) took 77 + 79 seconds for their two query sets
        assertThat(total(run, Metrics.DURATION)).isEqualTo(156);
        assertThat(total(run, Metrics.THROUGHPUT)).isEqualTo(352.0 / 156);
        assertThat(run.value("query 6", Metrics.OPERATIONS)).isEqualTo(16);
        assertThat(run.value("query 6", Metrics.LATENCY_AVG)).isCloseTo(3340.9375, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(run.value("query 6", Metrics.LATENCY_MIN)).isEqualTo(1488);
        assertThat(run.value("query 6", Metrics.LATENCY_MAX)).isEqualTo(3809);
        assertThat(run.value("query 6", "query_time")).isCloseTo(3.3409375, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void tprocHOfOneVirtualUserWithoutAGeometricMean() throws Exception {
        RunDraft run = run("perfkit_hammerdbcli_tpch.log");

        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(22);
        assertThat(total(run, Metrics.DURATION)).isEqualTo(91);
        assertThat(total(run, "geometric_mean")).isNaN();
        assertThat(run.value("query 1", Metrics.LATENCY_AVG)).isEqualTo(17681);
        assertThat(run.value("query 19", "query_time")).isEqualTo(0.19);
        assertThat(run.attributes().values()).containsEntry("vus", "1");
    }

    @Test
    void theSummaryOfATprocCTimeProfileGivesEachTransactionItsLatency() throws Exception {
        RunDraft run = run("perfkit_hammerdbcli_tpcc_timeprofile_4_3.log");

        assertThat(run.attributes().values()).containsEntry("vus", "8").containsEntry("scenario", "TPROC-C");
        assertThat(total(run, Metrics.OPERATIONS)).isEqualTo(322104 + 321305 + 31967 + 32440 + 32044);
        assertThat(total(run, "elapsed_time.median")).isEqualTo(904548);
        assertThat(run.value("NEWORD", Metrics.OPERATIONS)).isEqualTo(322104);
        assertThat(run.value("NEWORD", Metrics.LATENCY_MIN)).isEqualTo(2.269);
        assertThat(run.value("NEWORD", Metrics.LATENCY_AVG)).isEqualTo(9.236);
        assertThat(run.value("NEWORD", Metrics.LATENCY_MAX)).isEqualTo(36.366);
        assertThat(run.value("NEWORD", Metrics.LATENCY_MED)).isEqualTo(9.087);
        assertThat(run.value("NEWORD", Metrics.LATENCY_P95)).isEqualTo(12.399);
        assertThat(run.value("NEWORD", Metrics.LATENCY_P99)).isEqualTo(14.197);
        assertThat(run.value("NEWORD", "ratio")).isEqualTo(41.115);
        assertThat(run.value("NEWORD", "total")).isEqualTo(2975206.250);
        assertThat(run.value("DELIVERY", Metrics.LATENCY_P99)).isEqualTo(68.640);
        assertThat(run.value("OSTAT", Metrics.LATENCY_MAX)).isEqualTo(17.160);
    }

    @Test
    void theResultLineOfVersionsBefore40NamesTpmFirst() throws Exception {
        Path file = dir.resolve("hammerdb-3.txt");
        Files.writeString(file, """
                Vuser 1:5 Active Virtual Users configured
                Vuser 1:TEST RESULT : System achieved 1093316 SQL Server TPM at 237758 NOPM
                """);
        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(run.attributes().values()).containsEntry("dbms", "SQL Server").containsEntry("vus", "5");
        assertThat(total(run, "nopm")).isEqualTo(237758);
        assertThat(total(run, "tpm")).isEqualTo(1093316);
    }

    @Test
    void theEtprofTableAfterTheResultGivesEachProcedureAStepAndItsIntervalBlocksANote() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer,
                RealWorld.path("hammerdb/perfkit_hammerdbcli_tpcc_timeprofile.log"));

        assertThat(read.runs()).hasSize(1);
        RunDraft run = read.runs().get(0);
        assertThat(total(run, "nopm")).isEqualTo(5614);
        assertThat(total(run, "tpm")).isEqualTo(17145);
        assertThat(run.value("neword", "calls")).isEqualTo(6877);
        assertThat(run.value("neword", "avg_per_call")).isEqualTo(13.813);
        assertThat(run.value("neword", "latency.avg")).isEqualTo(13.813);
        assertThat(run.value("neword", "exclusive_total")).isEqualTo(94996.164);
        assertThat(run.value("neword", "exclusive_share")).isEqualTo(0.3893);
        assertThat(run.value("delivery", "avg_per_call")).isEqualTo(97.391);
        assertThat(run.value("gettimestamp", "calls")).isEqualTo(14223);
        assertThat(run.value("TOPLEVEL", "avg_per_call")).isEqualTo(2.785);
        assertThat(total(run, "vusers.failed")).isNaN();
        assertThat(run.attributes().get("status")).contains("completed");
        assertThat(read.notes()).contains("lines 80-1565: 90 ten-second blocks of the time profile (|PERCENTILES …,"
                + " per procedure MIN, P50%, P95%, P99%, MAX in µs) are not read; the profile's table at the end of the"
                + " test is");
    }

    @Test
    void virtualUsersThatFinishedFailedAreCountedAndTheRunIsNotCompleted() throws Exception {
        String whole = Files.readString(RealWorld.path("hammerdb/perfkit_hammerdbcli_tpcc_timeprofile.log"));
        Path file = dir.resolve("failed.log");
        Files.writeString(file, whole.replace("Vuser 3:FINISHED SUCCESS", "Vuser 3:FINISHED FAILED")
                .replace("Vuser 4:FINISHED SUCCESS", "Vuser 4:FINISHED FAILED"));

        RunDraft run = ImportHarness.read(importer, file).runs().get(0);

        assertThat(total(run, "vusers.failed")).isEqualTo(2);
        assertThat(run.attributes().get("status")).contains("aborted");
        assertThat(total(run, "nopm")).isEqualTo(5614);
    }
}
