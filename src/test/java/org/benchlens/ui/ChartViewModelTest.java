package org.benchlens.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.CategoryDataset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.benchlens.analysis.Aggregate;
import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartFiles;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ExportSize;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** The chart window's state without a window: defaults chosen from the runs, words, hiding, export. */
class ChartViewModelTest {

    @TempDir
    Path folder;

    private Store store;
    private ChartViewModel model;

    @BeforeEach
    void selectTheGetSingleSweep() {
        store = TestStores.h2();
        ImportHarness.importInto(store, Path.of("sample-data", "postgrest-nginx-sweep"));
        List<Run> selected = store.read(session -> session.runs().list(RunFilter.where(Map.of("scenario", "GETSingle"))));
        model = new ChartViewModel(Workspace.on(store), new ImmediateBackground(), selected);
        model.load();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private XYPlot plot() {
        return (XYPlot) model.chartProperty().get().chart().getPlot();
    }

    @Test
    void runsAtSeveralLoadLevelsOpenAsASweepWithALinePerVaryingAttribute() {
        assertThat(model.kindProperty().get()).isEqualTo(ChartKind.SWEEP);
        assertThat(model.attributeChoices()).containsExactly("deployment");
        assertThat(model.linesProperty().get()).isEqualTo("deployment");
        assertThat(model.seriesKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");
        assertThat(plot().getDataset().getYValue(0, 3)).isEqualTo(12865.474932);
        assertThat(model.defaultsProperty().get().title()).isEqualTo("Throughput vs virtual users, by deployment");
    }

    @Test
    void hidingASeriesKeepsTheOthersColoursAndShowingItAgainBringsItBack() {
        model.toggle("2pgrest");
        assertThat(plot().getRenderer().isSeriesVisible(0)).isFalse();
        assertThat(plot().getRenderer().getSeriesPaint(1)).isEqualTo(new Color(0xE69F00));
        assertThat(model.seriesKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");

        model.toggle("2pgrest");
        assertThat(plot().getRenderer().isSeriesVisible(0)).isTrue();
        assertThat(plot().getRenderer().getSeriesPaint(0)).isEqualTo(new Color(0x0072B2));
    }

    @Test
    void wordsAndTheLogAxisChangeTheChartAtOnce() {
        model.titleProperty().set("PostgREST behind nginx");
        model.yLabelProperty().set("requests/s");
        model.logProperty().set(true);

        assertThat(model.chartProperty().get().chart().getTitle().getText()).isEqualTo("PostgREST behind nginx");
        assertThat(plot().getRangeAxis()).isInstanceOf(LogAxis.class);
        assertThat(plot().getRangeAxis().getLabel()).isEqualTo("requests/s");

        model.titleProperty().set("");
        assertThat(model.chartProperty().get().chart().getTitle().getText())
                .isEqualTo("Throughput vs virtual users, by deployment");
    }

    @Test
    void anotherKindThatCannotBeDrawnSaysWhyAndBarsCanBeRelative() {
        model.kindProperty().set(ChartKind.LATENCY);
        assertThat(model.chartProperty().get()).isNull();
        assertThat(model.statusProperty().get())
                .isEqualTo("none of the 33 runs has a latency histogram of step total (k6 NDJSON and CSV imports keep them)");

        model.kindProperty().set(ChartKind.BARS);
        assertThat(model.chartProperty().get()).as("one bar over every load level is refused").isNull();
        assertThat(model.statusProperty().get()).startsWith("the runs of deployment=2pgrest, step total differ in vus "
                + "(10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150)");

        model.only("vus", "50");
        model.relativeProperty().set(true);
        CategoryPlot bars = (CategoryPlot) model.chartProperty().get().chart().getPlot();
        assertThat(bars.getDataset().getValue("2pgrest", "total").doubleValue()).isEqualTo(1.0);
        assertThat(bars.getDataset().getRowKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");
    }

    @Test
    void exportWritesTheChartAsShownWithHiddenSeriesLeftOut() throws Exception {
        model.toggle("8pgrest");
        model.titleProperty().set("GETSingle behind nginx");
        Path svg = folder.resolve("sweep.svg");

        model.export(svg, ExportSize.STANDARD);

        assertThat(model.statusProperty().get()).isEqualTo("Exported " + svg);
        assertThat(ChartFiles.svgTexts(svg)).contains("GETSingle behind nginx", "2pgrest", "4pgrest")
                .doesNotContain("8pgrest");
    }

    @Test
    void theWindowsBarsDrawYbioInstancesPerBatchSizeAsTheCommandDoes() {
        try (Store ybio = TestStores.h2()) {
            ImportHarness.importInto(ybio, Path.of("sample-data", "ybio-aurora"));
            List<Run> runs = ybio.read(session -> session.runs().list(RunFilter.where(Map.of("format", "ybio"))));
            ChartViewModel bars = new ChartViewModel(Workspace.on(ybio), new ImmediateBackground(), runs);
            bars.load();

            bars.kindProperty().set(ChartKind.BARS);
            bars.linesProperty().set("instance");
            bars.stepProperty().set("runit");
            bars.metricProperty().set("riops");
            assertThat(bars.columnChoices()).contains("step", "batch_size");
            bars.columnsProperty().set("batch_size");
            bars.aggregateProperty().set(Aggregate.SUM);

            CategoryDataset values = ((CategoryPlot) bars.chartProperty().get().chart().getPlot()).getDataset();
            assertThat(values.getColumnKeys()).containsExactly("10", "100000");
            assertThat(values.getValue("db.r5.xlarge", "10").doubleValue()).isEqualTo(10_323);
            assertThat(values.getValue("db.r6g.xlarge", "10").doubleValue()).isEqualTo(11_206);
            assertThat(values.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841);
            assertThat(values.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(47_970);

            assertThat(bars.baseChoices()).containsExactly("db.r5.xlarge", "db.r6g.xlarge");
            bars.baseProperty().set("db.r6g.xlarge");
            bars.relativeProperty().set(true);
            values = ((CategoryPlot) bars.chartProperty().get().chart().getPlot()).getDataset();
            assertThat(values.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(1.0);
            assertThat(values.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841.0 / 47_970);
        }
    }
}
