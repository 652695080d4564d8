package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.Aggregate;
import org.benchlens.analysis.UnlikeRunsException;
import org.benchlens.model.RunContent;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/**
 * The source note names the files of the series drawn, not every file loaded; bars pool over an
 * attribute only when asked, and say so; an export's default name comes from the title.
 */
class ShownSourcesAndPoolTest {

    /** The YBIO Aurora and nginx sweep samples in one store, as a user who imported both has them. */
    private static List<RunContent> store;

    @BeforeAll
    static void importSamples() {
        try (Store both = TestStores.h2()) {
            ImportHarness.importInto(both, Path.of("sample-data", "ybio-aurora"), NginxSweep.FOLDER);
            store = ImportHarness.results(both).stream().map(r -> RunContent.of(r, List.of(), List.of())).toList();
        }
    }

    private static ChartSettings.Builder ybioBars() {
        return ChartSettings.builder(ChartKind.BARS).step("runit").metric("riops").rows("instance")
                .aggregate(Aggregate.SUM);
    }

    private static String note(BuiltChart built) {
        return built.chart().getSubtitles().stream().filter(TextTitle.class::isInstance).map(t -> ((TextTitle) t).getText())
                .filter(t -> t.startsWith("Source:")).findFirst().orElseThrow();
    }

    @Test
    void barsOfTheWholeStoreNameOnlyTheFileTheirBarsCameFrom() {
        BuiltChart built = Charts.build(store, ybioBars().cols("batch_size").build());

        // riops is in the benchruns reports only: not the session logs, setup logs or nginx sweep files
        assertThat(note(built)).isEqualTo("Source: benchruns-report.txt. Chart: BenchLens");
    }

    @Test
    void aHiddenSweepLineTakesItsFileOutOfTheNote() {
        List<RunContent> getSingle = store.stream().filter(r -> "GETSingle".equals(r.run().attribute("scenario"))).toList();
        ChartSettings sweep = ChartSettings.of(ChartKind.SWEEP, "deployment");

        assertThat(note(Charts.build(getSingle, sweep))).isEqualTo("Source: m5a.4xlarge-2pgrest.txt, "
                + "m5a.4xlarge-4pgrest.txt, m5a.4xlarge-8pgrest.txt. Chart: BenchLens");
        assertThat(note(Charts.build(getSingle, sweep.withHidden(Set.of("8pgrest")))))
                .isEqualTo("Source: m5a.4xlarge-2pgrest.txt, m5a.4xlarge-4pgrest.txt. Chart: BenchLens");
    }

    @Test
    void barsPoolBothBatchSizesOnlyWhenAskedAndSaySo() {
        assertThatThrownBy(() -> Charts.build(store, ybioBars().build())).isInstanceOf(UnlikeRunsException.class)
                .hasMessageStartingWith("the runs of instance=db.r5.xlarge, step runit differ in batch_size (10, 100000)");

        BuiltChart pooled = Charts.build(store, ybioBars().pool(List.of("batch_size")).build());
        CategoryDataset bars = ((CategoryPlot) pooled.chart().getPlot()).getDataset();

        // each test's sessions summed (10 323 and 48 841 rows/s on r5), then the two tests averaged
        assertThat(bars.getValue("db.r5.xlarge", "runit").doubleValue()).isEqualTo((10_323 + 48_841) / 2.0);
        assertThat(bars.getValue("db.r6g.xlarge", "runit").doubleValue()).isEqualTo((11_206 + 47_970) / 2.0);
        assertThat(pooled.defaults().subtitle()).endsWith("pooled over batch_size");
    }

    @Test
    void theDefaultFileNameIsTheTitleInLowerCaseWords() {
        assertThat(ChartFileName.of("YBIO: r5 vs r6g", ChartFormat.PNG)).isEqualTo("ybio-r5-vs-r6g.png");
        assertThat(ChartFileName.of("Throughput relative to 12.19 by step and version", ChartFormat.SVG))
                .isEqualTo("throughput-relative-to-12.19-by-step-and-version.svg");
        assertThat(ChartFileName.of("riops by batch_size and db.r5.xlarge / r6g", ChartFormat.PDF))
                .isEqualTo("riops-by-batch-size-and-db-r5-xlarge-r6g.pdf");
        assertThat(ChartFileName.of("Débit « moyen »", ChartFormat.PNG)).isEqualTo("debit-moyen.png");
        assertThat(ChartFileName.of("  ", ChartFormat.PNG)).isEqualTo("chart.png");
        assertThat(ChartFileName.of("../../etc/passwd", ChartFormat.PNG)).isEqualTo("etc-passwd.png");
        assertThat(ChartFileName.of("x".repeat(200), ChartFormat.PNG)).hasSize(80 + ".png".length());
    }
}
