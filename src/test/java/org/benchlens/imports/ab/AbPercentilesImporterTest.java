package org.benchlens.imports.ab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @Test
    void theLongestRequestIsTheReportsOneInWholeMilliseconds() throws Exception {
        RunDraft csv = ImportHarness.read(importer, CSV).runs().get(0);
        RunDraft report = ImportHarness.read(new AbImporter(), RealWorld.path("ab/debian_ab23_e_g_report.txt")).runs()
                .get(0);

        assertThat(Math.round(csv.value(Steps.TOTAL, Metrics.LATENCY_MAX)))
                .isEqualTo((long) report.value(Steps.TOTAL, "latency.p100")).isEqualTo(32);
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
