package org.benchlens.imports.ybio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.imports.ybio.YbioRuns.RUNIT;
import static org.benchlens.imports.ybio.YbioRuns.attribute;
import static org.benchlens.imports.ybio.YbioRuns.job;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class YbioBenchrunsImporterTest {

    static final String ALIGNED = "ybio/EXAMPLE_constructed_1_psql_aligned_report.txt";
    static final String CSV = "ybio/EXAMPLE_constructed_2_copy_csv_header.csv";
    static final String UNALIGNED = "ybio/EXAMPLE_constructed_3_psql_unaligned_A_F_comma.txt";
    static final String README_2021 = "ybio/benchruns_ybio_readme_63eaca4_2021-07-29.txt";

    private final YbioBenchrunsImporter importer = new YbioBenchrunsImporter();

    private ImportHarness.Read read(String fixture) throws Exception {
        return ImportHarness.read(importer, Fixtures.path(fixture));
    }

    @Test
    void alignedReportGivesOneRunPerJobWithTheReportsRiops() throws Exception {
        ImportHarness.Read read = read(ALIGNED);

        assertThat(read.notes()).isEmpty();
        assertThat(read.runs()).extracting(RunDraft::name).containsExactly(
                "ybio job 8 (bench0001)", "ybio job 7 (bench0001)", "ybio job 6 (bench0001)",
                "ybio job 5 (bench0001)", "ybio job 4 (bench0001)", "ybio job 3 (bench0001)",
                "ybio job 2 (bench0001)", "ybio job 1 (bench0001)");
        assertThat(read.runs()).extracting(RunDraft::format).containsOnly("ybio");

        RunDraft job7 = job(read.runs(), 7);
        assertThat(job7.value(RUNIT, "riops")).isEqualTo(396716);
        assertThat(job7.value(RUNIT, "throughput")).isCloseTo(1588000 / 4.002867, within(1e-6));
        assertThat(Math.round(job7.value(RUNIT, "throughput"))).isEqualTo(396716);
        assertThat(job7.value(RUNIT, "operations")).isEqualTo(1588000);
        assertThat(job7.value(RUNIT, "num_rows")).isEqualTo(1588000);
        assertThat(job7.value(RUNIT, "num_batches")).isEqualTo(1588);
        assertThat(job7.value(RUNIT, "max_scratch")).isEqualTo(999697);
        assertThat(job7.value(RUNIT, "duration")).isCloseTo(4.002867, within(1e-9));
        assertThat(job7.startedAt()).isEqualTo(Instant.parse("2026-11-29T22:30:57.862580Z"));
        assertThat(job7.endedAt()).isEqualTo(Instant.parse("2026-11-29T22:31:01.865447Z"));
        assertThat(job7.attributes().values()).containsEntry("status", "completed")
                .containsEntry("prepared", "true").containsEntry("index_only", "true")
                .containsEntry("pct_update", "0").containsEntry("batch_size", "1000")
                .containsEntry("tab_rows", "1000000").containsEntry("table_name", "bench0001")
                .containsEntry("timezone", "unknown, read as UTC")
                .doesNotContainKeys("comments", "table_rows", "coverage");

        RunDraft job1 = job(read.runs(), 1);
        assertThat(job1.attributes().values()).containsEntry("pct_update", "42")
                .containsEntry("comments", "readme-like run").containsEntry("coverage", "90 %")
                .containsEntry("table_rows", "1000000").containsEntry("table_scratch", "1000000");
        assertThat(job1.value(RUNIT, "riops")).isEqualTo(268723);
        assertThat(job1.value(RUNIT, "pct_scratch")).isEqualTo(100);
        assertThat(job1.value(RUNIT, "duration")).isCloseTo(3.349174, within(1e-9));

        RunDraft job8 = job(read.runs(), 8);
        assertThat(attribute(job8, "status")).isEqualTo("cancelled");
        assertThat(attribute(job8, "comments")).isEqualTo("cancelled run");
        assertThat(attribute(job8, "batch_size")).isEqualTo("500");
        assertThat(job8.value(RUNIT, "throughput")).isNaN();
        assertThat(job8.value(RUNIT, "riops")).isNaN();
        assertThat(job8.value(RUNIT, "num_rows")).isNaN();
        assertThat(job8.startedAt()).isEqualTo(Instant.parse("2026-11-29T22:31:08.547668Z"));
        assertThat(job8.endedAt()).isNull();
    }

    @Test
    void everyCompletedJobsRiopsIsItsThroughputRounded() throws Exception {
        for (RunDraft run : read(ALIGNED).runs()) {
            double riops = run.value(RUNIT, "riops");
            if (!Double.isNaN(riops)) {
                assertThat(Math.round(run.value(RUNIT, "throughput"))).as(run.name()).isEqualTo((long) riops);
            }
        }
    }

    @Test
    void csvAndUnalignedDumpsGiveTheSameJobsAsTheAlignedReport() throws Exception {
        List<RunDraft> aligned = read(ALIGNED).runs();
        for (String fixture : List.of(CSV, UNALIGNED)) {
            ImportHarness.Read other = read(fixture);
            assertThat(other.notes()).as(fixture).isEmpty();
            assertThat(other.runs()).as(fixture).hasSize(8);
            for (RunDraft expected : aligned) {
                RunDraft actual = job(other.runs(), Long.parseLong(attribute(expected, "job_id")));
                assertThat(actual.name()).isEqualTo(expected.name());
                assertThat(actual.startedAt()).isEqualTo(expected.startedAt());
                assertThat(actual.endedAt()).isEqualTo(expected.endedAt());
                // the report's own columns (coverage, riops, pct_scratch) are not in a plain dump
                assertThat(actual.attributes().values()).as(fixture + " " + expected.name())
                        .isEqualTo(without(expected.attributes().values(), "coverage"));
                for (String metric : List.of("throughput", "operations", "num_rows", "num_batches", "max_scratch")) {
                    assertThat(Double.valueOf(actual.value(RUNIT, metric))).as(fixture + " " + expected.name() + " " + metric)
                            .isEqualTo(Double.valueOf(expected.value(RUNIT, metric)));
                }
                // the report's duration column and end_time - start_time are the same microseconds
                assertThat(Double.valueOf(actual.value(RUNIT, "duration"))).as(fixture + " " + expected.name())
                        .isEqualTo(expected.value(RUNIT, "duration"), within(1e-9));
                assertThat(actual.value(RUNIT, "riops")).isNaN();
            }
        }
        RunDraft job7 = job(read(CSV).runs(), 7);
        assertThat(Math.round(job7.value(RUNIT, "throughput"))).isEqualTo(396716);
    }

    @Test
    void readmeDumpOf2021HasNoCommentsAndThreeCancelledJobs() throws Exception {
        ImportHarness.Read read = read(README_2021);

        assertThat(read.runs()).extracting(RunDraft::name).containsExactly(
                "ybio job 4 (bench0001)", "ybio job 3 (bench0001)", "ybio job 2 (bench0001)", "ybio job 1 (bench0001)");
        assertThat(read.runs()).filteredOn(run -> "cancelled".equals(attribute(run, "status")))
                .extracting(run -> attribute(run, "job_id")).containsExactly("3", "2", "1");
        assertThat(read.runs()).allSatisfy(run -> assertThat(run.attributes().values()).doesNotContainKey("comments"));
        assertThat(read.runs()).filteredOn(run -> "cancelled".equals(attribute(run, "status")))
                .allSatisfy(run -> assertThat(run.value(RUNIT, "throughput")).isNaN());

        RunDraft job4 = job(read.runs(), 4);
        assertThat(attribute(job4, "status")).isEqualTo("completed");
        assertThat(job4.value(RUNIT, "riops")).isEqualTo(146049);
        assertThat(Math.round(job4.value(RUNIT, "throughput"))).isEqualTo(146049);
        assertThat(job4.value(RUNIT, "duration")).isCloseTo(10.955194, within(1e-9));
        assertThat(job4.value(RUNIT, "num_batches")).isEqualTo(16);
        assertThat(job4.attributes().values()).containsEntry("pct_update", "42").containsEntry("batch_size", "100000");
        assertThat(read.notes()).isEmpty();
    }

    private static Map<String, String> without(Map<String, String> values, String key) {
        Map<String, String> copy = new TreeMap<>(values);
        copy.remove(key);
        return copy;
    }
}
