package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.imports.ImportSource;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class IbenchTableImporterTest {

    private final IbenchTableImporter importer = new IbenchTableImporter();

    @Test
    void readsThe2023ThroughputTableAlone() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer,
                Fixtures.path(IbenchFolderImporterTest.REPORT_2023 + "/tput.tab"));

        assertThat(read.runs()).hasSize(8);
        assertThat(read.runs()).extracting(r -> r.attributes().values().get("version"))
                .containsExactly("15.2", "15.3", "15.4", "16beta1", "16beta2", "16beta3", "16rc1", "16.0");
        RunDraft pg160 = read.runs().get(7);
        assertThat(pg160.name()).isEqualTo("pg160_o3_native_lto.cx7a27_gcp_c2s30");
        assertThat(pg160.value("l.i1", "throughput")).isEqualTo(224278);
        assertThat(pg160.value("q1000.1", "throughput")).isEqualTo(107879);
        assertThat(pg160.value("l.i1", "throughput.relative")).isNaN();
        assertThat(pg160.measurements()).extracting(m -> m.step()).containsOnly(
                "l.i0", "l.x", "l.i1", "q100.1", "q500.1", "q1000.1");
        assertThat(read.runs().get(0).value("l.i0", "throughput")).isEqualTo(1025641);
        assertThat(read.runs().get(0).attributes().values())
                .containsEntry("base", "true")
                .containsEntry("report", "23_09_18.c2.ib.pg160.8u.1tno.cached.a27")
                .containsEntry("report.date", "2023-09-18")
                .containsEntry("workload", "cached");
        assertThat(read.notes()).isEmpty();
    }

    @Test
    void readsTheRelativeTableAlone() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer,
                Fixtures.path(IbenchFolderImporterTest.REPORT_2023 + "/tputr.tab"));

        assertThat(read.runs()).hasSize(8);
        RunDraft pg153 = read.runs().get(1);
        assertThat(pg153.value("l.i1", "throughput.relative")).isEqualTo(0.94);
        assertThat(pg153.value("l.i1", "tputr")).isEqualTo(0.94);
        assertThat(pg153.value("l.i1", "throughput")).isNaN();
    }

    @Test
    void readsTheInsertRateTableAloneWithItsTarget() throws Exception {
        ImportHarness.Read read = ImportHarness.read(importer,
                Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/iput.tab"));

        assertThat(ReportReads.names(read)).containsExactlyElementsOf(IbenchFolderImporterTest.DBMS_2024);
        RunDraft base = read.runs().get(0);
        assertThat(base.value("qr100", "insert.rate")).isEqualTo(1191);
        assertThat(base.value("qr100", "insert.target")).isEqualTo(1200);
        assertThat(base.value("qr100", "sla.missed")).isZero();
        assertThat(base.measurements()).extracting(m -> m.step())
                .containsOnly("qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
    }

    @Test
    void tellsTheTablesApartByContentWhateverTheirFileName(@TempDir Path dir) throws Exception {
        Path relative = dir.resolve("first.html");
        Files.copy(Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/tputr.tab"), relative);
        Path rates = dir.resolve("second.html");
        Files.copy(Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/iput.tab"), rates);

        assertThat(ImportHarness.read(importer, relative).runs().get(2).value("l.i2", "throughput.relative")).isEqualTo(2.46);
        assertThat(ImportHarness.read(importer, rates).runs().get(2).value("qr1000", "insert.target")).isEqualTo(12000);
    }

    @Test
    void flagsAnInsertRateUnder95PercentOfItsTargetAsAMissedSla(@TempDir Path dir) throws Exception {
        String iput = Files.readString(Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/iput.tab"));
        // 95 % of 1200 is 1140: 1139 misses it, 1140 does not
        Path file = dir.resolve("iput.tab");
        Files.writeString(file, iput
                .replace("<tr><td>pg1023_def.cx9a2a_c32r128</td><td>1191</td>", "<tr><td>pg1023_def.cx9a2a_c32r128</td><td>1139</td>")
                .replace("<tr><td>pg1122_def.cx9a2a_c32r128</td><td>1191</td>", "<tr><td>pg1122_def.cx9a2a_c32r128</td><td>1140</td>"));

        ImportHarness.Read read = ImportHarness.read(importer, file);

        assertThat(read.runs().get(0).value("qr100", "sla.missed")).isEqualTo(1);
        assertThat(read.runs().get(1).value("qr100", "sla.missed")).isZero();
        assertThat(read.runs().get(0).value("qp100", "sla.missed")).isZero();
    }

    @Test
    void recognisesTheTablesByContentButNotThePageOrOtherHtml() throws Exception {
        for (String table : new String[] {"tput.tab", "tputr.tab", "iput.tab"}) {
            assertThat(importer.detect(peek(IbenchFolderImporterTest.REPORT_2024 + "/" + table))).as(table).isTrue();
        }
        assertThat(importer.detect(peek(IbenchFolderImporterTest.REPORT_2023 + "/tput.tab"))).isTrue();
        assertThat(importer.detect(peek(IbenchFolderImporterTest.REPORT_2024 + "/all.html"))).isFalse();
        assertThat(new IbenchPageImporter().detect(peek(IbenchFolderImporterTest.REPORT_2024 + "/tput.tab"))).isFalse();
    }

    private static org.benchlens.imports.Peek peek(String fixture) throws Exception {
        return ImportSource.of(Fixtures.path(fixture)).peek();
    }
}
