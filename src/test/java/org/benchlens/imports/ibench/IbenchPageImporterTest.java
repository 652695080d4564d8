package org.benchlens.imports.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import org.benchlens.model.Measurement;
import org.benchlens.model.RunDraft;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;

class IbenchPageImporterTest {

    @Test
    void readsTheSameThroughputFromAllHtmlAloneAsFromTheFolder() throws Exception {
        ImportHarness.Read page = ImportHarness.read(new IbenchPageImporter(),
                Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/all.html"));
        ImportHarness.Read folder = ReportReads.folder(Fixtures.path(IbenchFolderImporterTest.REPORT_2024));

        assertThat(ReportReads.names(page)).containsExactlyElementsOf(IbenchFolderImporterTest.DBMS_2024);
        int compared = 0;
        for (RunDraft run : folder.runs()) {
            RunDraft fromPage = ReportReads.run(page, run.name());
            for (Measurement m : run.measurements()) {
                assertThat(fromPage.value(m.step(), m.metric())).as(run.name() + " " + m.step() + " " + m.metric())
                        .isEqualTo(m.value());
                compared++;
            }
            assertThat(fromPage.measurements()).hasSameSizeAs(run.measurements());
            assertThat(fromPage.attributes()).isEqualTo(run.attributes());
        }
        assertThat(compared).isGreaterThan(9 * 40);
        assertThat(page.runs().get(0).value("l.i0", "throughput")).isEqualTo(1363636);
        assertThat(page.runs().get(8).value("l.i2", "throughput")).isEqualTo(159787);
    }

    @Test
    void readsTheTitleAndIntroduction() throws Exception {
        ImportHarness.Read page = ImportHarness.read(new IbenchPageImporter(),
                Fixtures.path(IbenchFolderImporterTest.REPORT_2024 + "/all.html"));

        assertThat(page.runs().get(0).attributes().values())
                .containsEntry("clients", "12")
                .containsEntry("rows", "180M")
                .containsEntry("workload", "cached")
                .containsEntry("report", "24_06_10.ib.mem.dell32.pg.hack10");
    }
}
