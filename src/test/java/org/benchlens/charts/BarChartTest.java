package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.Aggregate;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** Bars per step or attribute value, with the numbers of the relative tables of the samples. */
class BarChartTest {

    private static List<RunContent> sample(String folder) {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, Path.of("sample-data", folder));
            return ImportHarness.results(store).stream().map(BarChartTest::chartRun).toList();
        }
    }

    private static RunContent chartRun(RunResult result) {
        return RunContent.of(result, List.of(), List.of());
    }

    @Test
    void insertBenchmarkRelativeBarsAreTheStatedRelativeQps() {
        List<RunContent> cached = sample("insert-benchmark-pg12-17").stream()
                .filter(r -> "cached".equals(r.run().attribute("workload"))).toList();
        BuiltChart built = Charts.build(cached, ChartSettings.builder(ChartKind.BARS).rows("version")
                .relative(true).build());
        CategoryPlot plot = (CategoryPlot) built.chart().getPlot();
        CategoryDataset bars = plot.getDataset();

        Map<String, String> stated = Map.of("l.i0", "0.98", "l.i1", "1.09", "l.i2", "0.92", "qr100", "1.04",
                "qr500", "1.05", "qr1000", "1.08", "qp100", "0.98", "qp500", "0.98", "qp1000", "0.98");
        stated.forEach((step, ratio) -> assertThat(shown(bars.getValue("17beta3", step)))
                .as("17beta3 %s", step).isEqualTo(ratio));
        assertThat(bars.getValue("12.19", "l.i0").doubleValue()).isEqualTo(1.0);
        assertThat(bars.getRowCount()).isEqualTo(13);
        assertThat(((ValueMarker) plot.getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND).iterator().next()).getValue())
                .isEqualTo(1.0);
        assertThat(built.defaults().title()).isEqualTo("Throughput relative to version=12.19 by step and version");
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("throughput / version=12.19");
        // decision 0125: the ratios' axis starts a little under the lowest, 0.92, not at 0
        assertThat(plot.getRangeAxis().getLowerBound()).isBetween(0.85, 0.92);
    }

    @Test
    void ybioBarsSumTheFourSessionsPerBatchSize() {
        BuiltChart built = Charts.build(sample("ybio-aurora"), ChartSettings.builder(ChartKind.BARS).step("runit")
                .metric("riops").rows("instance").cols("batch_size").aggregate(Aggregate.SUM).build());
        CategoryDataset bars = ((CategoryPlot) built.chart().getPlot()).getDataset();

        assertThat(bars.getColumnKeys()).containsExactly("10", "100000");
        assertThat(bars.getValue("db.r5.xlarge", "10").doubleValue()).isEqualTo(10_323);
        assertThat(bars.getValue("db.r6g.xlarge", "10").doubleValue()).isEqualTo(11_206);
        assertThat(bars.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841);
        assertThat(bars.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(47_970);
    }

    @Test
    void pastEightVariantsColoursTurnDarkerTonesNotRepeats() {
        SeriesPalette palette = new SeriesPalette(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i"));
        assertThat(palette.color("a")).isEqualTo(new Color(0x0072B2));
        // the first colour, 40 % of the way to black
        assertThat(palette.color("i")).isEqualTo(new Color(0, 68, 107));
    }

    private static String shown(Number ratio) {
        return new BigDecimal(ratio.doubleValue()).setScale(2, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** Decision 0110: a bar of failing requests is faded and says how many failed; the others are as they were. */
    @Test
    void aBarWhoseRequestsFailedIsFadedAndSaysHowManyFailed() {
        List<RunContent> postBulk = sample("postgrest-nginx-sweep").stream()
                .filter(r -> "POSTBulk".equals(r.run().attribute("scenario"))).toList();
        BuiltChart built = Charts.build(postBulk, ChartSettings.builder(ChartKind.BARS).rows("deployment").cols("vus")
                .build());
        CategoryPlot plot = (CategoryPlot) built.chart().getPlot();
        var renderer = plot.getRenderer();
        int fourPgrest = plot.getDataset().getRowIndex("4pgrest");
        int at50 = plot.getDataset().getColumnIndex("50");
        int at70 = plot.getDataset().getColumnIndex("70");

        assertThat(plot.getDataset().getValue("4pgrest", "70").doubleValue()).isEqualTo(11434.264307);
        assertThat(renderer.getItemLabelGenerator(fourPgrest, at70)
                .generateLabel(plot.getDataset(), fourPgrest, at70)).isEqualTo("x 100 %");
        assertThat(((Color) renderer.getItemPaint(fourPgrest, at70)).getAlpha()).as("faded").isLessThan(255);
        // 4569.79 req/s: the others say their value, as the window's hover and the report do
        assertThat(renderer.getItemLabelGenerator(fourPgrest, at50)
                .generateLabel(plot.getDataset(), fourPgrest, at50)).isEqualTo("4,570");
        assertThat(renderer.isItemLabelVisible(fourPgrest, at50)).isTrue();
        assertThat(plot.getRangeAxis().getLowerBound()).as("values start at zero").isEqualTo(0.0);
        assertThat(((Color) renderer.getItemPaint(fourPgrest, at50)).getAlpha()).isEqualTo(255);
        assertThat(built.defaults().sourceNote()).endsWith("; faded bars marked x N %: N % of their requests failed "
                + "(past --max-errors 1%), a rate of failing requests");
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("throughput (req/s)");
    }

    /** Seed 000's four t3anano tables: 32 bars whose figures are written upwards and names slanted, none cut. */
    @Test
    void manyBarsWriteTheirFiguresUpwardsAndLongGroupNamesSlanted() {
        List<RunContent> t3anano = sample("postgrest-k6").stream()
                .filter(r -> "t3anano".equals(r.run().attribute("instance"))).toList();
        BuiltChart built = Charts.build(t3anano, ChartSettings.builder(ChartKind.BARS).rows("table").cols("scenario")
                .build());
        CategoryPlot plot = (CategoryPlot) built.chart().getPlot();
        var renderer = plot.getRenderer();

        assertThat(plot.getDataset().getRowCount() * plot.getDataset().getColumnCount()).isEqualTo(32);
        assertThat(renderer.getDefaultPositiveItemLabelPosition().getAngle()).isEqualTo(-Math.PI / 2);
        int firstRun = plot.getDataset().getRowIndex("v7.0.1-first-run.txt");
        int getSingle = plot.getDataset().getColumnIndex("GETSingle");
        assertThat(renderer.getItemLabelGenerator(firstRun, getSingle)
                .generateLabel(plot.getDataset(), firstRun, getSingle)).isEqualTo("1,372");
        assertThat(plot.getDomainAxis().getCategoryLabelPositions())
                .isEqualTo(org.jfree.chart.axis.CategoryLabelPositions.UP_45);
        assertThat(plot.getRangeAxis().getUpperMargin()).as("room above the bars for the upright figures")
                .isEqualTo(0.12);
    }
}
