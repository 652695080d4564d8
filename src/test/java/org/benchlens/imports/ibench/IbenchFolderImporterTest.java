package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class IbenchFolderImporterTest {

    static final String REPORT_2024 = "ibench/24_06_10.ib.mem.dell32.pg.hack10";
    static final String REPORT_2023 = "ibench/23_09_18.c2.ib.pg160.8u.1tno.cached.a27";
    static final List<String> DBMS_2024 = List.of(
            "pg1023_def.cx9a2a_c32r128", "pg1122_def.cx9a2a_c32r128", "pg1219_def.cx9a2a_c32r128",
            "pg1315_def.cx9a2a_c32r128", "pg1412_def.cx9a2a_c32r128", "pg157_def.cx9a2a_c32r128",
            "pg163_def.cx9a2a_c32r128", "pg17beta1_def.cx9a2a_c32r128", "pg17beta1_def_hack100.cx9a2a_c32r128");

    @Test
    void claimsTheFourReportFilesOfTheFolder() throws Exception {
        Path folder = Fixtures.path(REPORT_2024);

        List<Path> claimed = new IbenchFolderImporter().claim(folder);

        assertThat(claimed).extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder("tput.tab", "tputr.tab", "iput.tab", "all.html");
    }

    @Test
    void readsOneRunPerDbmsInTheReportsOrderWithTheBaseFirst() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2024));

        assertThat(ReportReads.names(read)).containsExactlyElementsOf(DBMS_2024);
        assertThat(read.runs()).extracting(RunDraft::format).containsOnly("ibench");
        assertThat(read.runs()).extracting(r -> r.attributes().values().get("row"))
                .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
        assertThat(read.runs().get(0).attributes().values()).containsEntry("base", "true");
        assertThat(read.runs().subList(1, 9)).allSatisfy(r -> assertThat(r.attributes().values()).doesNotContainKey("base"));
        // all.html embeds the same three tables: compared with the .tab files, no difference
        assertThat(read.notes()).containsExactly("all.html: 159 response-time cells say 'nonzero' (above 0 % but"
                + " under 0.0005 %); they have no number and are not stored");
    }

    @Test
    void derivesVersionBuildAndConfigFromTheRowNames() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2024));

        assertThat(read.runs()).extracting(r -> r.attributes().values().get("version"))
                .containsExactly("10.23", "11.22", "12.19", "13.15", "14.12", "15.7", "16.3", "17beta1", "17beta1");
        assertThat(read.runs()).extracting(r -> r.attributes().values().get("build"))
                .containsExactly("def", "def", "def", "def", "def", "def", "def", "def", "def_hack100");
        assertThat(read.runs()).extracting(r -> r.attributes().values().get("config")).containsOnly("cx9a2a_c32r128");
        assertThat(read.runs().get(0).attributes().values())
                .containsEntry("dbms", "pg1023_def.cx9a2a_c32r128")
                .containsEntry("report", "24_06_10.ib.mem.dell32.pg.hack10")
                .containsEntry("report.date", "2024-06-10")
                .containsEntry("workload", "cached")
                .containsEntry("clients", "12")
                .containsEntry("rows", "180M");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            REPORT_2024 + ", 90, 1363636, pg17beta1_def_hack100.cx9a2a_c32r128, l.i2, 159787",
            REPORT_2023 + ", 48, 1025641, pg160_o3_native_lto.cx7a27_gcp_c2s30, q1000.1, 107879",
    })
    void storesTheThroughputOfEveryCellOfTputTab(String report, int cells, double baseLoad, String dbms, String step,
                                                 double throughput) throws Exception {
        Path folder = Fixtures.path(report);
        ImportHarness.Read read = ReportReads.folder(folder);

        assertThat(read.runs().get(0).value("l.i0", "throughput")).isEqualTo(baseLoad);
        assertThat(ReportReads.run(read, dbms).value(step, "throughput")).isEqualTo(throughput);
        TabCells tput = TabCells.of(folder.resolve("tput.tab"));
        assertThat(tput.names).containsExactlyElementsOf(ReportReads.names(read));
        int compared = 0;
        for (int row = 0; row < tput.rows.size(); row++) {
            RunDraft run = ReportReads.run(read, tput.names.get(row));
            for (int column = 0; column < tput.steps.size(); column++) {
                String tputStep = StepName.normalise(tput.steps.get(column));
                double cell = Double.parseDouble(tput.rows.get(row).get(column));
                assertThat(run.value(tputStep, "throughput")).as(run.name() + " " + tputStep).isEqualTo(cell);
                assertThat(run.value(tputStep, "tput")).isEqualTo(cell);
                compared++;
            }
        }
        assertThat(compared).isEqualTo(cells);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            REPORT_2024 + ", 90, pg17beta1_def_hack100.cx9a2a_c32r128, l.i2, 6.44",
            REPORT_2023 + ", 48, pg160_o3_native_lto.cx7a27_gcp_c2s30, l.i1, 0.93",
    })
    void reproducesTheRelativeTableOfTheReportFromTheAbsoluteOne(String report, int cells, String dbms, String step,
                                                                 double relative) throws Exception {
        Path folder = Fixtures.path(report);
        ImportHarness.Read read = ReportReads.folder(folder);

        TabCells tputr = TabCells.of(folder.resolve("tputr.tab"));
        assertThat(tputr.names).containsExactlyElementsOf(ReportReads.names(read));
        RunDraft base = read.runs().get(0);
        int compared = 0;
        for (int row = 0; row < tputr.rows.size(); row++) {
            RunDraft run = ReportReads.run(read, tputr.names.get(row));
            for (int column = 0; column < tputr.steps.size(); column++) {
                String tputrStep = tputr.steps.get(column);
                String printed = tputr.rows.get(row).get(column);
                double ratio = run.value(tputrStep, "throughput") / base.value(tputrStep, "throughput");
                assertThat(new BigDecimal(ratio).setScale(2, RoundingMode.HALF_EVEN).toPlainString())
                        .as(run.name() + " " + tputrStep).isEqualTo(printed);
                assertThat(run.value(tputrStep, "throughput.relative")).isEqualTo(Double.parseDouble(printed));
                compared++;
            }
        }
        assertThat(compared).isEqualTo(cells);
        assertThat(ReportReads.run(read, dbms).value(step, "throughput.relative")).isEqualTo(relative);
    }

    @Test
    void readsTheBackgroundInsertRatesTheirTargetAndTheSla() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2024));

        RunDraft base = ReportReads.run(read, "pg1023_def.cx9a2a_c32r128");
        assertThat(base.value("qr100", "insert.rate")).isEqualTo(1191);
        assertThat(base.value("qr100", "iput")).isEqualTo(1191);
        assertThat(base.value("qr100", "insert.target")).isEqualTo(1200);
        assertThat(base.value("qr100", "sla.missed")).isZero();
        assertThat(base.value("qp1000", "insert.rate")).isEqualTo(11914);
        assertThat(base.value("qp1000", "insert.target")).isEqualTo(12000);
        assertThat(ReportReads.run(read, "pg17beta1_def_hack100.cx9a2a_c32r128").value("qp100", "insert.rate"))
                .isEqualTo(1192);
        assertThat(read.runs()).allSatisfy(r -> assertThat(r.value("qr500", "sla.missed")).isZero());
        assertThat(base.value("l.i0", "insert.rate")).isNaN();
    }

    @Test
    void readsThePerStepMetricsByHeaderNameAndLeavesOutNa() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2024));

        RunDraft base = ReportReads.run(read, "pg1023_def.cx9a2a_c32r128");
        assertThat(base.value("l.i0", "cpupq")).isEqualTo(12);
        assertThat(base.value("l.i0", "cspq")).isEqualTo(0.108);
        assertThat(base.value("l.i0", "ips")).isEqualTo(1363636);
        assertThat(base.value("l.i0", "maxop")).isEqualTo(0.042);
        assertThat(base.value("l.i0", "latency.max")).isEqualTo(42);
        assertThat(base.measurements()).filteredOn(m -> m.metric().equals("cpupq") && m.step().equals("l.i0"))
                .singleElement().satisfies(m -> assertThat(m.unit()).isEqualTo("us"));
        assertThat(base.value("qr100", "qps")).isEqualTo(183852);
        assertThat(base.value("qr100", "cpupq")).isEqualTo(65);
        assertThat(base.value("l.x", "p50")).isNaN();
        assertThat(base.value("l.x", "cpupq")).isEqualTo(3);
        assertThat(ReportReads.run(read, "pg17beta1_def_hack100.cx9a2a_c32r128").value("l.i1", "cpupq")).isEqualTo(41);
    }

    @Test
    void keepsTheResponseTimeHistogramsAndNotesTheNonzeroCells() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2024));

        RunDraft base = ReportReads.run(read, "pg1023_def.cx9a2a_c32r128");
        assertThat(base.value("l.i0", "rt.insert.1ms")).isEqualTo(99.053);
        assertThat(base.value("l.i0", "rt.insert.max")).isEqualTo(0.042);
        assertThat(base.value("l.i1", "rt.delete.16ms")).isEqualTo(18.344);
        assertThat(base.value("qr100", "rt.query.256us")).isEqualTo(99.998);
        // "nonzero": above 0 but no number given
        assertThat(base.value("qr100", "rt.query.4ms")).isNaN();
        assertThat(base.value("qr100", "rt.query.16ms")).isZero();
        assertThat(read.notes()).anySatisfy(note -> assertThat(note).contains("'nonzero'"));
    }

    @Test
    void readsThe2023ReportWithRowsLeftOpenAndTheOldStepNames() throws Exception {
        ImportHarness.Read read = ReportReads.folder(Fixtures.path(REPORT_2023));

        assertThat(read.runs()).hasSize(8);
        assertThat(read.runs()).extracting(r -> r.attributes().values().get("version"))
                .containsExactly("15.2", "15.3", "15.4", "16beta1", "16beta2", "16beta3", "16rc1", "16.0");
        RunDraft pg160 = ReportReads.run(read, "pg160_o3_native_lto.cx7a27_gcp_c2s30");
        assertThat(pg160.value("l.i1", "throughput")).isEqualTo(224278);
        assertThat(pg160.value("q100.1", "throughput")).isEqualTo(113084);
        assertThat(pg160.value("q1000.1", "throughput.relative")).isEqualTo(1.00);
        assertThat(pg160.value("l.i1", "throughput.relative")).isEqualTo(0.93);
        assertThat(pg160.measurements()).extracting(m -> m.step()).containsOnly(
                "l.i0", "l.x", "l.i1", "q100.1", "q500.1", "q1000.1");
        assertThat(pg160.attributes().values())
                .containsEntry("build", "o3_native_lto")
                .containsEntry("config", "cx7a27_gcp_c2s30")
                .containsEntry("workload", "cached")
                .containsEntry("report.date", "2023-09-18")
                .containsEntry("row", "8");
        assertThat(read.runs().get(0).name()).isEqualTo("pg152_o3_native_lto.cx7a27_gcp_c2s30");
        assertThat(read.notes()).isEmpty();
    }

    /** The cells of a .tab file, read with a plain pattern so that the test does not share the importer's parser. */
    static final class TabCells {
        private static final Pattern HEADER = Pattern.compile("<th>([^<]*)</th>");
        private static final Pattern ROW = Pattern.compile("<tr><td>([^<]*)</td>(.*?)(?=<tr>|</table>)", Pattern.DOTALL);
        private static final Pattern CELL = Pattern.compile("<td[^>]*>([^<]*)</td>");

        final List<String> steps = new ArrayList<>();
        final List<String> names = new ArrayList<>();
        final List<List<String>> rows = new ArrayList<>();

        static TabCells of(Path tab) throws Exception {
            String text = Files.readString(tab);
            TabCells cells = new TabCells();
            Matcher header = HEADER.matcher(text);
            while (header.find()) {
                cells.steps.add(header.group(1));
            }
            cells.steps.remove(0);
            Matcher row = ROW.matcher(text);
            while (row.find()) {
                cells.names.add(row.group(1));
                List<String> values = new ArrayList<>();
                Matcher cell = CELL.matcher(row.group(2));
                while (cell.find()) {
                    values.add(cell.group(1));
                }
                cells.rows.add(values);
            }
            return cells;
        }
    }
}
