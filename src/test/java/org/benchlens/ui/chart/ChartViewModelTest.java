package org.benchlens.ui.chart;

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
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.ExportSize;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.HeldBackground;
import org.benchlens.ui.ImmediateBackground;

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
        // each deployment's sweep came from a file of its own: the table attribute varies alike, but names
        // where the runs were found, no variant (decision 0127); then the attributes all runs share
        assertThat(model.choices().attributes()).startsWith("deployment").contains("scenario", "instance")
                .doesNotContain("table");
        assertThat(model.linesProperty().get()).isEqualTo("deployment");
        assertThat(model.seriesKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");
        assertThat(plot().getDataset().getYValue(0, 3)).isEqualTo(12865.474932);
        assertThat(model.defaultsProperty().get().title()).isEqualTo("Throughput vs virtual users, by deployment");
    }

    @Test
    void theT3anaNoRunsOfFourTablesOpenOnBarsPerScenarioWithALinePerTable() {
        ImportHarness.importInto(store, Path.of("sample-data", "postgrest-k6"));
        List<Run> t3anano = store.read(session -> session.runs().list(RunFilter.where(Map.of("instance", "t3anano"))));
        ChartViewModel opened = new ChartViewModel(Workspace.on(store), new ImmediateBackground(), t3anano);
        opened.load();

        // by version alone the two 7.0.1 tables would be averaged, and master with its unix-socket runs
        assertThat(t3anano).hasSize(24);
        assertThat(opened.problemProperty().get()).isEmpty();
        assertThat(opened.kindProperty().get()).isEqualTo(ChartKind.BARS);
        assertThat(opened.columnsProperty().get()).isEqualTo("scenario");
        assertThat(opened.linesProperty().get()).isEqualTo("table");
        assertThat(opened.seriesKeys()).containsExactly("master-per-instance.txt", "master-unix-socket.txt",
                "v7.0.1-first-run.txt", "v7.0.1-per-instance.txt");
    }

    @Test
    void oneRunOpensOnItsBarsAStepEach() {
        ImportHarness.importInto(store, Path.of("sample-data", "locust-and-k6-nginx"));
        List<Run> locust = store.read(session -> session.runs().list(RunFilter.where(Map.of("tool", "locust"))));
        ChartViewModel opened = new ChartViewModel(Workspace.on(store), new ImmediateBackground(), locust);
        opened.load();

        // nothing varies among one run: a bar of the attribute it has, a group a step (its request and total)
        assertThat(opened.problemProperty().get()).isEmpty();
        assertThat(opened.kindProperty().get()).isEqualTo(ChartKind.BARS);
        assertThat(opened.linesProperty().get()).isEqualTo("target");
        assertThat(opened.seriesKeys()).containsExactly("nginx-default-page");
    }

    @Test
    void theWindowOpensOnLinesThatDrawWhenTheLeadingAttributeWouldBeRefused() {
        ImportHarness.importInto(store, Path.of("sample-data", "postgrest-k6"));
        List<Run> getSingle = store.read(session -> session.runs().list(RunFilter.where(Map.of("scenario", "GETSingle"))));
        ChartViewModel all = new ChartViewModel(Workspace.on(store), new ImmediateBackground(), getSingle);
        all.load();

        assertThat(all.choices().attributes()).as("version leads the list, but the sweep's runs have none").startsWith("version");
        assertThat(all.kindProperty().get()).isEqualTo(ChartKind.SWEEP);
        assertThat(all.linesProperty().get()).isEqualTo("deployment");
        assertThat(all.problemProperty().get()).isEmpty();
        assertThat(all.seriesKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");
    }

    @Test
    void barsGroupedByTheAttributeOfTheirLinesSayHowToGoOn() {
        model.kindProperty().set(ChartKind.BARS);
        model.linesProperty().set("deployment");
        model.columnsProperty().set("deployment");

        assertThat(model.chartProperty().get()).isNull();
        assertThat(model.problemProperty().get()).isEqualTo("Groups by and Lines by are both deployment: choose another "
                + "attribute for one of them (Groups by step is the usual one)");
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
        assertThat(model.problemProperty().get())
                .isEqualTo("none of the 33 runs has a latency histogram of step total (formats that record every request or a "
                + "percentile spectrum keep one, such as k6's NDJSON, JMeter's results, hyperfine and fio json+)");
        assertThat(model.unlikeProperty().get()).as("no attribute to split by").isNull();

        model.kindProperty().set(ChartKind.BARS);
        assertThat(model.chartProperty().get()).as("one bar over every load level is refused").isNull();
        assertThat(model.problemProperty().get()).startsWith("the runs of deployment=2pgrest, step total differ in vus "
                + "(10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150)");
        assertThat(model.unlikeProperty().get().attribute()).isEqualTo("vus");

        model.only("vus", "50");
        assertThat(model.problemProperty().get()).isEmpty();
        assertThat(model.narrowingProperty().get()).isEqualTo("vus=50");
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
    void whileAnExportIsDrawnTheWindowSaysSo() {
        List<Run> selected = store.read(session -> session.runs().list(RunFilter.where(Map.of("scenario", "GETSingle"))));
        HeldBackground held = new HeldBackground();
        ChartViewModel waiting = new ChartViewModel(Workspace.on(store), held, selected);
        waiting.load();
        held.runAll();
        Path png = folder.resolve("sweep.png");

        waiting.export(png, ExportSize.STANDARD);
        assertThat(waiting.statusProperty().get()).isEqualTo("Exporting sweep.png…");
        assertThat(png).doesNotExist();
        held.runAll();
        assertThat(waiting.statusProperty().get()).isEqualTo("Exported " + png);
        assertThat(png).isRegularFile();
    }

    @Test
    void theWindowsBarsDrawYbioInstancesPerBatchSizeAsTheCommandDoes() {
        try (Store ybio = TestStores.h2()) {
            ChartViewModel bars = riopsByInstance(ybio(ybio, null));
            assertThat(bars.choices().columns()).contains("step", "batch_size");
            bars.columnsProperty().set("batch_size");

            CategoryDataset values = ((CategoryPlot) bars.chartProperty().get().chart().getPlot()).getDataset();
            assertThat(values.getColumnKeys()).containsExactly("10", "100000");
            assertThat(values.getValue("db.r5.xlarge", "10").doubleValue()).isEqualTo(10_323);
            assertThat(values.getValue("db.r6g.xlarge", "10").doubleValue()).isEqualTo(11_206);
            assertThat(values.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841);
            assertThat(values.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(47_970);

            assertThat(bars.choices().bases()).containsExactly("db.r5.xlarge", "db.r6g.xlarge");
            bars.baseProperty().set("db.r6g.xlarge");
            bars.relativeProperty().set(true);
            values = ((CategoryPlot) bars.chartProperty().get().chart().getPlot()).getDataset();
            assertThat(values.getValue("db.r6g.xlarge", "100000").doubleValue()).isEqualTo(1.0);
            assertThat(values.getValue("db.r5.xlarge", "100000").doubleValue()).isEqualTo(48_841.0 / 47_970);
        }
    }

    @Test
    void refusedYbioBarsAreDrawnByEachWayOut() {
        try (Store ybio = TestStores.h2()) {
            ChartViewModel bars = riopsByInstance(ybio(ybio, null));

            assertThat(bars.chartProperty().get()).isNull();
            assertThat(bars.problemProperty().get()).startsWith(
                    "the runs of instance=db.r5.xlarge, step runit differ in batch_size (10, 100000)");
            assertThat(bars.unlikeProperty().get().values()).containsExactly("10", "100000");

            bars.only("batch_size", "100000");
            assertThat(value(bars, "db.r6g.xlarge", "runit")).isEqualTo(47_970);
            bars.showAll();
            assertThat(bars.chartProperty().get()).isNull();

            bars.poolOver("batch_size");
            assertThat(value(bars, "db.r5.xlarge", "runit")).isEqualTo((10_323 + 48_841) / 2.0);
            assertThat(bars.defaultsProperty().get().subtitle()).endsWith("pooled over batch_size");
            bars.pool().clear();

            bars.splitBy("batch_size");
            assertThat(bars.columnsProperty().get()).isEqualTo("batch_size");
            assertThat(value(bars, "db.r6g.xlarge", "10")).isEqualTo(11_206);
            assertThat(bars.problemProperty().get()).isEmpty();
            assertThat(bars.unlikeProperty().get()).isNull();
        }
    }

    @Test
    void openedWithATablesSettingsItDrawsThoseBars() {
        try (Store ybio = TestStores.h2()) {
            ChartSettings table = ChartSettings.builder(ChartKind.BARS).rows("instance").cols("batch_size")
                    .step("runit").metric("riops").aggregate(Aggregate.SUM).base("db.r6g.xlarge").build();
            ChartViewModel bars = ybio(ybio, table);

            assertThat(bars.kindProperty().get()).isEqualTo(ChartKind.BARS);
            assertThat(bars.linesProperty().get()).isEqualTo("instance");
            assertThat(bars.columnsProperty().get()).isEqualTo("batch_size");
            assertThat(bars.baseProperty().get()).isEqualTo("db.r6g.xlarge");
            assertThat(value(bars, "db.r5.xlarge", "100000")).isEqualTo(48_841);
            assertThat(bars.chartProperty().get().chart().getTitle().getText()).isEqualTo("riops by batch_size and instance");
        }
    }

    /** The Chart window's model of the YBIO sample's runs, imported into {@code ybio}, opened with {@code initial}. */
    private static ChartViewModel ybio(Store ybio, ChartSettings initial) {
        ImportHarness.importInto(ybio, Path.of("sample-data", "ybio-aurora"));
        List<Run> runs = ybio.read(session -> session.runs().list(RunFilter.where(Map.of("format", "ybio"))));
        ChartViewModel bars = new ChartViewModel(Workspace.on(ybio), new ImmediateBackground(), runs, initial);
        bars.load();
        return bars;
    }

    /** Bars of riops in step runit per instance, each test's sessions summed, as a user chooses them. */
    private static ChartViewModel riopsByInstance(ChartViewModel bars) {
        bars.kindProperty().set(ChartKind.BARS);
        bars.linesProperty().set("instance");
        bars.stepProperty().set("runit");
        bars.metricProperty().set("riops");
        bars.aggregateProperty().set(Aggregate.SUM);
        return bars;
    }

    private static double value(ChartViewModel bars, String variant, String group) {
        assertThat(bars.problemProperty().get()).isEmpty();
        return ((CategoryPlot) bars.chartProperty().get().chart().getPlot()).getDataset().getValue(variant, group)
                .doubleValue();
    }
}
