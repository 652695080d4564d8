package org.benchlens.imports;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;
import org.benchlens.model.Steps;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * Files that mix formats are split into the parts each importer knows, and every part lands in the
 * one transaction of the file; psql tables folded by a terminal read as the tables they are.
 */
class MixedAndFoldedTextTest {

    @Test
    void aReadmeWithANoticeLogAndABenchrunsTableKeepsBoth() {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("constructed_mixed_readme_ybio-notice-and-benchruns.md"));

            ImportResult result = summary.results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(result.format()).isEqualTo("mixed-text");
            List<RunResult> runs = ImportHarness.results(store);
            assertThat(runs).extracting(r -> r.run().format())
                    .containsExactlyInAnyOrder("ybio-notice", "ybio", "ybio", "ybio");
            assertThat(runs).filteredOn(r -> r.run().format().equals("ybio"))
                    .extracting(r -> r.find("runit", "num_rows").map(Measurement::value).orElse(null))
                    .contains(41205000.0, 30118000.0);
        }
    }

    @Test
    void aLogOfK6OutputAndTablesWithoutNamesKeepsTheRunAndSaysWhatWasLeftOut() {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("centminmod_k6-handleSummary-log-parsing_mixed.md"));

            ImportResult result = summary.results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            List<RunResult> runs = ImportHarness.results(store);
            assertThat(runs).hasSize(1);
            assertThat(runs.get(0).find(Steps.TOTAL, Metrics.THROUGHPUT).map(Measurement::value)).contains(0.726174);
            assertThat(result.notes()).anySatisfy(note -> assertThat(note).startsWith(
                    "centminmod_k6-handleSummary-log-parsing_mixed.md:479: the result-table part at lines 477-480,"
                            + " 486-489, 504-507, 567-570 was left out: expected a result table with a column of names"));
            assertThat(result.notes()).anySatisfy(note -> assertThat(note).isEqualTo(
                    "centminmod_k6-handleSummary-log-parsing_mixed.md:495: 3 fenced blocks hold figures in no format"
                            + " BenchLens knows and were left out (lines 495-498, 550-561, 576-579)"));
        }
    }

    @Test
    void aPsqlTableFoldedAt120ColumnsIsReadWhole() throws Exception {
        ImportHarness.Read read = ImportHarness.read(new org.benchlens.imports.ybio.YbioBenchrunsImporter(),
                RealWorld.path("constructed_ybio_psql-aligned_folded-at-120-columns.txt"));

        assertThat(read.runs()).hasSize(3);
        assertThat(read.runs().get(1).value("runit", "num_rows")).isEqualTo(41205000.0);
        assertThat(read.runs().get(2).attributes().get("pct_update")).contains("10");
        assertThat(read.notes()).contains("the table's lines were folded at 120 characters (by a terminal or an"
                + " editor); they are read joined again");
    }

    @Test
    void ybiosReadmeWithItsTableFoldedAndStrippedByAnEditorKeepsTheFinishedJob() {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("ybio/ybio_README_2021-07-29_psql-folded.md"));

            ImportResult result = summary.results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            assertThat(result.notes()).contains("the table's lines were folded at 192 characters (by a terminal or an"
                    + " editor); they are read joined again");
            List<RunResult> jobs = ImportHarness.results(store).stream()
                    .filter(r -> r.run().format().equals("ybio")).toList();
            assertThat(jobs).extracting(r -> r.run().attributes().get("job_id").orElse(null))
                    .containsExactly("4", "3", "2", "1");
            RunResult finished = jobs.get(0);
            assertThat(finished.run().attributes().get("status")).contains("completed");
            assertThat(finished.find("runit", "num_rows").map(Measurement::value)).contains(1_600_000.0);
            assertThat(finished.find("runit", "num_batches").map(Measurement::value)).contains(16.0);
            assertThat(finished.find("runit", "riops").map(Measurement::value)).contains(146_049.0);
            assertThat(finished.find("runit", "duration").map(Measurement::value)).contains(10.955194);
            assertThat(jobs.subList(1, 4)).allSatisfy(job ->
                    assertThat(job.run().attributes().get("status")).contains("cancelled"));
        }
    }

    @Test
    void aTableThatRestatesThePgbenchRunsAboveItIsANoteNotFourMoreRuns() {
        try (Store store = TestStores.h2()) {
            ImportSummary summary = ImportHarness.importInto(store,
                    RealWorld.path("pgbench-aws-vs-serverscamp_aws_bench100_mixed.md"));

            ImportResult result = summary.results().get(0);
            assertThat(result.status()).isEqualTo(ImportResult.Status.IMPORTED);
            List<RunResult> runs = ImportHarness.results(store);
            assertThat(runs).extracting(r -> r.run().format()).containsOnly("pgbench");
            assertThat(runs).extracting(r -> r.find(Steps.TOTAL, Metrics.THROUGHPUT).map(Measurement::value).orElse(null))
                    .containsExactly(3952.077593, 3976.442323, 3967.670593, 4020.635072);
            assertThat(result.notes()).contains("pgbench-aws-vs-serverscamp_aws_bench100_mixed.md:78: the table at lines 78-86"
                    + " restates 4 of the runs read from the tools' output in this file (the same throughput, as the"
                    + " table rounds it): left out, not stored a second time");
        }
    }

    @Test
    void aRunOfTheSameFileIsNotChangedByItsBeingMixed() {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, RealWorld.path("constructed_mixed_readme_ybio-notice-and-benchruns.md"));
            List<Run> runs = ImportHarness.results(store).stream().map(RunResult::run).toList();
            assertThat(runs).allSatisfy(run -> assertThat(run.sourceFile())
                    .endsWith("constructed_mixed_readme_ybio-notice-and-benchruns.md"));
        }
    }
}
