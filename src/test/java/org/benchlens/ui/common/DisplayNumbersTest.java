package org.benchlens.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.ui.runs.ShortNames;

class DisplayNumbersTest {

    @Test
    void groupsDigitsAndKeepsFourSignificantOnesButNeverCutsTheWholePart() {
        assertThat(DisplayNumbers.format(396716.4, Locale.US)).isEqualTo("396,716");
        assertThat(DisplayNumbers.format(11579.30724, Locale.US)).isEqualTo("11,579");
        assertThat(DisplayNumbers.format(1372.5, Locale.US)).isEqualTo("1,373");
        assertThat(DisplayNumbers.format(557.423585, Locale.US)).isEqualTo("557.4");
        assertThat(DisplayNumbers.format(12.3456, Locale.US)).isEqualTo("12.35");
        assertThat(DisplayNumbers.format(0.0123456, Locale.US)).isEqualTo("0.01235");
        assertThat(DisplayNumbers.format(4, Locale.US)).isEqualTo("4");
        assertThat(DisplayNumbers.format(1234567.0, Locale.GERMANY)).isEqualTo("1.234.567");
        assertThat(DisplayNumbers.format(Double.NaN, Locale.US)).isEmpty();
    }

    @Test
    void aCellAsTheExportsWriteItIsShownWithItsWholePartsGrouped() {
        assertThat(DisplayNumbers.grouped("1700000000", Locale.US)).isEqualTo("1,700,000,000");
        assertThat(DisplayNumbers.grouped("82435.123456 (1.02)", Locale.US)).isEqualTo("82,435.123456 (1.02)");
        assertThat(DisplayNumbers.grouped("~ 24000000 ±1500", Locale.US)).isEqualTo("~ 24,000,000 ±1,500");
        assertThat(DisplayNumbers.grouped("-1234.5 ! n=1", Locale.US)).isEqualTo("-1,234.5 ! n=1");
        assertThat(DisplayNumbers.grouped("0.000012 n/a 999", Locale.US)).isEqualTo("0.000012 n/a 999");
        assertThat(DisplayNumbers.grouped("1234567.25", Locale.GERMANY)).isEqualTo("1\u202F234\u202F567.25");
        assertThat(DisplayNumbers.grouped("1234567.25", Locale.FRANCE))
                .isEqualTo("1" + DecimalFormatSymbols.getInstance(Locale.FRANCE).getGroupingSeparator() + "234"
                        + DecimalFormatSymbols.getInstance(Locale.FRANCE).getGroupingSeparator() + "567.25");
    }

    @Test
    void throughputSaysWhatItCounts() {
        assertThat(ThroughputUnit.of("k6-summary", "total")).isEqualTo("req/s");
        assertThat(ThroughputUnit.of("runner-http", "total")).isEqualTo("req/s");
        assertThat(ThroughputUnit.of("ybio", "runit")).isEqualTo("rows/s");
        assertThat(ThroughputUnit.of("ibench", "l.i1")).isEqualTo("inserts/s");
        assertThat(ThroughputUnit.of("ibench", "qr100")).isEqualTo("queries/s");
    }

    @Test
    void longGeneratedNamesAreShortenedToTheAttributesThatTellTheRunsApart() {
        List<Run> runs = List.of(
                run(1, "pg1219_o2nofp.cx10a_c24r64", "version=12.19", "workload=cached", "row=1"),
                run(2, "pg1219_o2nofp.cx10a_c24r64", "version=12.19", "workload=iobound", "row=1"),
                run(3, "pg1703_o2nofp.cx10a_c24r64", "version=17.3", "workload=cached", "row=2"),
                run(4, "GETSingle", "version=7.0.1", "workload=read", "row=9"));
        assertThat(ShortNames.of(runs)).containsEntry(1L, "cached · 12.19").containsEntry(2L, "iobound · 12.19")
                .containsEntry(3L, "cached · 17.3").doesNotContainKey(4L);
    }

    @Test
    void shortNamesTakeTheAttributesThatSplitTheRunsMostAndNeverShareANameBetweenDifferentRuns() {
        // as in the Insert Benchmark sample: the workload and then the DBMS split the runs most
        List<Run> runs = List.of(
                run(1, "pg1219_o2nofp.cx10a_c24r64", "workload=cached", "cache=80M", "dbms=pg1219", "version=12.19"),
                run(2, "pg1313_o2nofp.cx10a_c24r64", "workload=cached", "cache=80M", "dbms=pg1313", "version=13.13"),
                run(3, "pg1219_o2nofp.cx10b_c24r64", "workload=io-bound", "cache=1024M", "dbms=pg1219",
                        "version=12.19"),
                run(4, "pg1313_o2nofp.cx10b_c24r64", "workload=io-bound", "cache=1024M", "dbms=pg1313",
                        "version=13.13"),
                run(5, "pg1313_o2nofp.cx10c_c24r64", "workload=io-bound", "cache=1024M", "dbms=pg1313",
                        "version=13.13"));
        assertThat(ShortNames.of(runs)).containsEntry(1L, "cached · pg1219").containsEntry(2L, "cached · pg1313")
                .containsEntry(3L, "io-bound · pg1219")
                // runs 4 and 5 differ in nothing but their names: each keeps its own
                .containsEntry(4L, "pg1313_o2nofp.cx10b_c24r64").containsEntry(5L, "pg1313_o2nofp.cx10c_c24r64");
    }

    @Test
    void aNumberInAShortNameSaysWhatItCounts() {
        // the nginx sweep: "10 · 2pgrest" read as ten of something
        List<Run> runs = List.of(
                run(1, "GETSingle 10 VUs on m5a.4xlarge (2pgrest)", "vus=10", "deployment=2pgrest", "instance=m5a.4xlarge"),
                run(2, "GETSingle 20 VUs on m5a.4xlarge (2pgrest)", "vus=20", "deployment=2pgrest", "instance=m5a.4xlarge"),
                run(3, "GETSingle 10 VUs on m5a.4xlarge (4pgrest)", "vus=10", "deployment=4pgrest", "instance=m5a.4xlarge"),
                run(4, "riops_batch_ten_rows_on_r6g_large", "batch_size=10", "instance=r6g.large"),
                run(5, "riops_batch_hundred_rows_on_r6g_large", "batch_size=100", "instance=r6g.large"));
        assertThat(ShortNames.of(runs)).containsEntry(1L, "2pgrest · 10 VUs").containsEntry(2L, "2pgrest · 20 VUs")
                .containsEntry(3L, "4pgrest · 10 VUs")
                .containsEntry(4L, "batch_size 10").containsEntry(5L, "batch_size 100");
    }

    @Test
    void aShortNameThatIsAnotherRunsOwnNameIsNotUsed() {
        List<Run> runs = List.of(
                run(1, "pg1219_o2nofp.cx10a_c24r64", "workload=cached"),
                run(2, "pg1219_o2nofp.cx10b_c24r64", "workload=iobound"),
                run(3, "cached", "workload=other"));
        assertThat(ShortNames.of(runs)).containsEntry(1L, "pg1219_o2nofp.cx10a_c24r64").containsEntry(2L, "iobound")
                .doesNotContainKey(3L);
    }

    @Test
    void aRunNamedAfterItsFileKeepsItsNameAndHowAFigureWasWorkedOutNamesNoRun() {
        // two k6 summaries of the fixtures: "174 VUs" and "http_req_failed" said nothing of which test each was
        String qr = "08_qr-code-generator_2021_summary-export_v0.31plus";
        String reporter = "10_k6-reporter_simple_handleSummary";
        List<Run> runs = List.of(
                runFrom(1, "/results/" + qr + ".json", qr, "vus=174", "errors.source=http_req_failed",
                        "duration.source=derived from http_reqs count / rate"),
                runFrom(2, "/results/" + reporter + ".json", reporter, "vus=20", "errors.source=http_req_failed",
                        "duration.source=state.testRunDurationMs"),
                // named after something else than its file: its attributes still shorten it, but never their sources
                runFrom(3, "/results/sweep.txt", "GETSingle 10 VUs on m5a.4xlarge (2pgrest)", "vus=10",
                        "deployment=2pgrest", "errors.source=failed %"),
                runFrom(4, "/results/sweep.txt", "GETSingle 10 VUs on m5a.4xlarge (4pgrest)", "vus=10",
                        "deployment=4pgrest", "errors.source=rate"));
        assertThat(ShortNames.of(runs)).doesNotContainKeys(1L, 2L)
                .containsEntry(3L, "2pgrest").containsEntry(4L, "4pgrest");
    }

    private static Run runFrom(long id, String file, String name, String... attributes) {
        Run run = run(id, name, attributes);
        return new Run(id, "k6-summary", name, file, null, null, null, java.time.Instant.EPOCH, run.attributes(),
                List.of());
    }

    private static Run run(long id, String name, String... attributes) {
        java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
        for (String attribute : attributes) {
            values.put(attribute.substring(0, attribute.indexOf('=')), attribute.substring(attribute.indexOf('=') + 1));
        }
        return new Run(id, "ibench", name, null, null, null, null, java.time.Instant.EPOCH, Attributes.of(values),
                List.of());
    }
}
