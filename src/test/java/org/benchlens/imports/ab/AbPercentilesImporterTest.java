package org.benchlens.imports.ab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.ImporterRegistry;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;

/** ab's -e CSV, beside the report ab printed for the same run. */
class AbPercentilesImporterTest {

    private static final Path CSV = RealWorld.path("ab-percentiles/debian_ab23_e_percentiles.csv");
    private final AbPercentilesImporter importer = new AbPercentilesImporter();

    @Test
    void everyPercentageIsALatencyInMillisecondsWithThreeDecimals() throws Exception {
        List<RunDraft> runs = ImportHarness.read(importer, CSV).runs();

        assertThat(runs).hasSize(1);
        RunDraft run = runs.get(0);
        assertThat(run.format()).isEqualTo("ab-percentiles");
        assertThat(run.attributes().values()).containsEntry(AttributeKeys.TOOL, "ab");
        assertThat(run.value(Steps.TOTAL, "latency.p0")).isEqualTo(0.888);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MIN)).isEqualTo(0.888);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MED)).isEqualTo(3.699);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P90)).isEqualTo(9.075);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_P99)).isEqualTo(23.329);
        assertThat(run.value(Steps.TOTAL, Metrics.LATENCY_MAX)).isEqualTo(32.482);
        assertThat(run.value(Steps.TOTAL, "Time in ms.100%")).isEqualTo(32.482);
        assertThat(run.measurements()).filteredOn(m -> m.metric().startsWith("latency.p")
                || m.metric().equals(Metrics.LATENCY_MED)).hasSize(101);
    }

    /**
     * ab prints its report's table in whole milliseconds, rounded, at rank n·p/100; the CSV at rank 0.5 + n·p/100 with
     * three decimals. On these runs the two ranks fall on requests of the same rounded time, so every percentage the
     * report prints is the CSV's, rounded: the CSV is read at the right percentages and in the right unit.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "debian_ab23_e_percentiles.csv, debian_ab23_e_g_report.txt, 32",
        "rutu-sh-load-testing_ab-1_data.csv, rutu-sh-load-testing_ab-1_out.txt, 12",
        "rutu-sh-load-testing_ab-2_data.csv, rutu-sh-load-testing_ab-2_out.txt, 16",
        "rutu-sh-load-testing_ab-3_data.csv, rutu-sh-load-testing_ab-3_out.txt, 6"})
    void everyPercentageTheReportPrintsIsTheCsvsInWholeMilliseconds(String csvName, String reportName,
            long longest) throws Exception {
        RunDraft csv = ImportHarness.read(importer, RealWorld.path("ab-percentiles/" + csvName)).runs().get(0);
        RunDraft report = ImportHarness.read(new AbImporter(), RealWorld.path("ab/" + reportName)).runs().get(0);

        assertThat(Math.round(csv.value(Steps.TOTAL, Metrics.LATENCY_MAX))).isEqualTo(longest);
        for (int percentage : new int[] {50, 66, 75, 80, 90, 95, 98, 99, 100}) {
            String metric = percentage == 50 ? Metrics.LATENCY_MED : "latency.p" + percentage;
            assertThat(Math.round(csv.value(Steps.TOTAL, metric))).as(metric)
                    .isEqualTo(Math.round(report.value(Steps.TOTAL, metric)));
        }
    }

    @Test
    void aPercentageOutOfOrderIsNamedWithItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("e.csv");
        Files.writeString(file, Files.readString(CSV).replace("\n51,", "\n49,"));

        ImportFailure failure = ImportHarness.failure(importer, file);

        assertThat(failure.getMessage()).contains("expected a whole percentage above 50 and up to 100, found 49");
        assertThat(failure.line()).isEqualTo(53);
    }

    @Test
    void theStandardRegistryTellsItFromTheGnuplotFileOfTheSameRun() throws Exception {
        ImporterRegistry registry = ImporterRegistry.standard();
        assertThat(registry.detect(ImportSource.of(CSV).peek())).get().isInstanceOf(AbPercentilesImporter.class);
        var gnuplot = ImportSource.of(RealWorld.path("ab-gnuplot/debian_ab23_g_gnuplot.tsv")).peek();
        assertThat(registry.detect(gnuplot)).get().isNotInstanceOf(AbPercentilesImporter.class)
                .extracting(importer -> importer.format()).isEqualTo("ab-gnuplot");
    }
}
