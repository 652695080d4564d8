package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.benchlens.imports.ybio.YbioRuns.RUNIT;
import static org.benchlens.imports.ybio.YbioRuns.SETUP;
import static org.benchlens.imports.ybio.YbioRuns.attribute;
import static org.benchlens.imports.ybio.YbioRuns.job;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class YbioNoticeImporterTest {

    static final String CONSTRUCTED = "ybio/EXAMPLE_constructed_notice_output.txt";
    static final String README_SETUP = "ybio/notice_setup_ybio_readme_HEAD.txt";

    private final YbioNoticeImporter importer = new YbioNoticeImporter();

    @TempDir
    Path dir;

    @Test
    void constructedSessionGivesTheSetupAndThreeJobs() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(CONSTRUCTED));

        assertThat(read.runs()).extracting(RunDraft::name).containsExactly(
                "ybio setup bench0001", "ybio job 1 (bench0001)", "ybio job 2 (bench0001)", "ybio job 8 (bench0001)");
        assertThat(read.runs()).extracting(RunDraft::format).containsOnly("ybio-notice");
        assertThat(read.notes()).containsExactly(
                "the log leaves lines out ('...' at line 34): the figures are those of the last lines it shows");
    }

    @Test
    void setupRunHasTheLastRateRowsAndBatches() throws Exception {
        RunDraft setup = ImportHarness.read(importer, Fixtures.path(CONSTRUCTED)).runs().get(0);

        assertThat(setup.value(SETUP, "throughput")).isEqualTo(81592);
        assertThat(setup.value(SETUP, "rows_per_s.last")).isEqualTo(81592);
        assertThat(setup.value(SETUP, "rows")).isEqualTo(1_000_000);
        assertThat(setup.value(SETUP, "operations")).isEqualTo(1_000_000);
        assertThat(setup.value(SETUP, "batches")).isEqualTo(10);
        assertThat(setup.value(SETUP, "pct_done")).isEqualTo(100);
        assertThat(setup.attributes().values()).containsEntry("status", "completed")
                .containsEntry("tab_rows", "1000000").containsEntry("batches", "10")
                .containsEntry("batch_size", "100000").containsEntry("table_name", "bench0001")
                .containsEntry("tab_prefix", "bench").containsEntry("tab_num", "1")
                .containsEntry("index_as_pk", "true");
    }

    @Test
    void runitJobsHaveTheirLastRateAndTheCallsArguments() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(CONSTRUCTED));

        RunDraft job1 = job(read.runs(), 1);
        assertThat(job1.value(RUNIT, "throughput")).isEqualTo(269310);
        assertThat(job1.value(RUNIT, "rows_read")).isEqualTo(900_000);
        assertThat(job1.value(RUNIT, "operations")).isEqualTo(900_000);
        assertThat(job1.value(RUNIT, "batches")).isEqualTo(9);
        assertThat(job1.value(RUNIT, "pct_updated")).isEqualTo(44.4);
        assertThat(job1.attributes().values()).containsEntry("status", "completed")
                .containsEntry("pct_update", "42").containsEntry("comments", "readme-like run")
                .containsEntry("tab_rows", "1000000").containsEntry("batch_size", "100000")
                .containsEntry("run_duration", "3 seconds").containsEntry("initial_count", "true")
                .containsEntry("table_name", "bench0001");

        RunDraft job2 = job(read.runs(), 2);
        assertThat(job2.value(RUNIT, "throughput")).isEqualTo(24495);
        assertThat(job2.value(RUNIT, "rows_read")).isEqualTo(97_960);
        assertThat(job2.value(RUNIT, "batches")).isEqualTo(9796);
        assertThat(job2.value(RUNIT, "pct_updated")).isEqualTo(10.0);
        assertThat(job2.attributes().values()).containsEntry("comments", "bs=10").containsEntry("batch_size", "10")
                .containsEntry("pct_update", "10").containsEntry("run_duration", "4 seconds");
    }

    @Test
    void jobEndedByStatementTimeoutIsCancelledWithoutThroughput() throws Exception {
        RunDraft job8 = job(ImportHarness.read(importer, Fixtures.path(CONSTRUCTED)).runs(), 8);

        assertThat(attribute(job8, "status")).isEqualTo("cancelled");
        assertThat(attribute(job8, "error")).isEqualTo("canceling statement due to statement timeout");
        assertThat(job8.value(RUNIT, "throughput")).isNaN();
        assertThat(job8.value(RUNIT, "rows_per_s.last")).isEqualTo(207177);
        assertThat(job8.value(RUNIT, "rows_read")).isEqualTo(411_000);
        assertThat(job8.value(RUNIT, "batches")).isEqualTo(822);
        assertThat(job8.attributes().values()).containsEntry("statement_timeout", "2s")
                .containsEntry("batch_size", "500").containsEntry("comments", "cancelled run")
                .containsEntry("run_duration", "1 minute");
    }

    @Test
    void readmeSetupWithoutRatesHasRowsButNoThroughput() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer, Fixtures.path(README_SETUP));

        assertThat(read.runs()).hasSize(1);
        RunDraft setup = read.runs().get(0);
        assertThat(setup.name()).isEqualTo("ybio setup bench0001");
        assertThat(setup.value(SETUP, "throughput")).isNaN();
        assertThat(setup.value(SETUP, "rows_per_s.last")).isNaN();
        assertThat(setup.value(SETUP, "rows")).isEqualTo(1_000_000);
        assertThat(setup.value(SETUP, "batches")).isEqualTo(10);
        assertThat(setup.attributes().values()).containsEntry("status", "completed")
                .containsEntry("batch_size", "100000").containsEntry("tab_rows", "1000000");
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void callTypedOverSeveralLinesAtThePrompt() throws Exception {
        String log = Files.readString(Fixtures.path(CONSTRUCTED)).replace(
                "run_duration=>interval '3 seconds',pct_update=>42,",
                "run_duration=>interval '3 seconds',\npostgres(# pct_update=>42,\npostgres(# ");
        Path file = dir.resolve("session.log");
        Files.writeString(file, log);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(job(read.runs(), 1).attributes().values()).containsEntry("run_duration", "3 seconds")
                .containsEntry("pct_update", "42").containsEntry("comments", "readme-like run");
        assertThat(read.runs()).hasSize(4);
    }

    @Test
    void callWhoseArgumentListIsNeverClosedLosesOnlyItsArguments() throws Exception {
        String log = Files.readString(Fixtures.path(README_SETUP)).replace("batch_size=>100000);", "batch_size=>100000;");
        Path file = dir.resolve("session.log");
        Files.writeString(file, log);

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs()).hasSize(1);
        assertThat(read.runs().get(0).value(SETUP, "rows")).isEqualTo(1_000_000);
        assertThat(read.runs().get(0).attributes().values()).doesNotContainKey("tab_prefix");
        assertThat(read.notes()).containsExactly("line 1: the call's argument list is not closed; its arguments were not read");
    }
}
