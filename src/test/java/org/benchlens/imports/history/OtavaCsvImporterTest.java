package org.benchlens.imports.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

class OtavaCsvImporterTest {

    @Test
    void eachRowIsARunWithItsAttributesAndOneStepPerMetricColumn(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("nightly.csv");
        Files.writeString(csv, """
                time,commit,branch,throughput,p99
                2024.01.01 3:00:00 +0100,aaa0,main,154023,10.43
                2024.01.02 3:00:00 +0100,aaa1,main,138455,10.23
                2024-01-03T03:00:00Z,aaa2,main,143112,10.29
                """);

        assertThat(ImporterRegistry.standard().detect(ImportSource.of(csv).peek())).get()
                .extracting(i -> i.format()).isEqualTo("otava-csv");
        List<RunDraft> runs = ImportHarness.read(new OtavaCsvImporter(), csv).runs();

        assertThat(runs).extracting(RunDraft::name).containsExactly("nightly @ aaa0", "nightly @ aaa1", "nightly @ aaa2");
        assertThat(runs.get(0).startedAt()).isEqualTo(Instant.parse("2024-01-01T02:00:00Z"));
        assertThat(runs.get(2).startedAt()).isEqualTo(Instant.parse("2024-01-03T03:00:00Z"));
        assertThat(runs.get(1).attributes().values()).containsEntry("commit", "aaa1").containsEntry("branch", "main");
        assertThat(runs.get(1).value("throughput", "value")).isEqualTo(138455);
        assertThat(runs.get(1).value("p99", "value")).isEqualTo(10.23);
    }

    @Test
    void aSemicolonSeparatedHistoryReadsWithItsTimes() throws Exception {
        Path csv = RealWorld.path("history/otava_sample-semicolons.csv");

        assertThat(ImporterRegistry.standard().detect(ImportSource.of(csv).peek())).get()
                .extracting(i -> i.format()).isEqualTo("otava-csv");
        ImportHarness.Read read = ImportHarness.read(new OtavaCsvImporter(), csv);
        List<RunDraft> runs = read.runs();

        assertThat(runs).hasSize(10);
        assertThat(runs.get(0).name()).isEqualTo("otava_sample-semicolons @ aaa0");
        assertThat(runs.get(0).startedAt()).isEqualTo(Instant.parse("2021-01-01T02:00:00Z"));
        assertThat(runs.get(9).startedAt()).isEqualTo(Instant.parse("2021-01-10T02:00:00Z"));
        assertThat(runs.get(0).value("metric1", "value")).isEqualTo(154023);
        assertThat(runs.get(0).value("metric2", "value")).isEqualTo(10.43);
        assertThat(runs.get(9).value("metric1", "value")).isEqualTo(148209);
        assertThat(runs.get(9).value("metric2", "value")).isEqualTo(9.03);
        assertThat(runs.get(9).attributes().values()).containsEntry("commit", "aaa9").doesNotContainKey("time");
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void aTimeColumnOtherThanTimeIsTakenWhereItsNameSaysADateAndSaid(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("pg.csv");
        Files.writeString(csv, "commit|commit_ts|tps\naaa0|2024-01-01 03:00:00 +0100|512.5\n");

        ImportHarness.Read read = ImportHarness.read(new OtavaCsvImporter(), csv);

        assertThat(read.runs().get(0).startedAt()).isEqualTo(Instant.parse("2024-01-01T02:00:00Z"));
        assertThat(read.runs().get(0).value("tps", "value")).isEqualTo(512.5);
        assertThat(read.notes()).containsExactly("the times are read from the column \"commit_ts\" (Otava's"
                + " configuration names it; its default, \"time\", is not in the file)");
    }

    @Test
    void unixSecondsAreTimesToo(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("unix.csv");
        Files.writeString(csv, "time,metric1\n1609466400,154023\n1609552800,138455\n");

        List<RunDraft> runs = ImportHarness.read(new OtavaCsvImporter(), csv).runs();

        assertThat(runs.get(1).startedAt()).isEqualTo(Instant.parse("2021-01-02T02:00:00Z"));
    }

    @Test
    void aRowWithoutATimeIsRefusedAtItsLine(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("bad.csv");
        Files.writeString(csv, "time,metric1\n1609466400,154023\nyesterday,138455\n");

        ImportFailure failure = ImportHarness.failure(new OtavaCsvImporter(), csv);

        assertThat(failure.line()).isEqualTo(3);
        assertThat(failure.getMessage()).contains("found 'yesterday'");
    }
}
