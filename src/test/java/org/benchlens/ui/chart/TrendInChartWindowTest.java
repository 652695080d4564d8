package org.benchlens.ui.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.benchlens.app.Workspace;
import org.benchlens.charts.ChartKind;
import org.benchlens.charts.TrendChart;
import org.benchlens.model.Run;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;
import org.benchlens.ui.ImmediateBackground;

/** The chart window's Trend kind on the Insert Benchmark sample, without a window. */
class TrendInChartWindowTest {

    private final Store store = TestStores.h2();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theCachedL_i2StepDropsAt17beta1AndTheMarkerSaysSo() {
        ImportHarness.importInto(store, Path.of("sample-data", "insert-benchmark-pg12-17"));
        List<Run> cached = store.read(session -> session.runs().list(RunFilter.where(Map.of("workload", "cached"))));
        ChartViewModel model = new ChartViewModel(Workspace.on(store), new ImmediateBackground(), cached);
        model.load();

        model.kindProperty().set(ChartKind.TREND);
        model.linesProperty().set(null);
        model.stepProperty().set("l.i2");

        XYPlot plot = (XYPlot) model.chartProperty().get().chart().getPlot();
        assertThat(model.seriesKeys()).containsExactly("l.i2");
        // the reports have no start times: by date is as stored, each point named after its run, the
        // ending every name shares said once on the axis
        assertThat(((SymbolAxis) plot.getDomainAxis()).getSymbols()).hasSize(13)
                .startsWith("pg1219").endsWith("pg17beta3");
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("each run's name ends in _o2nofp.cx10a_c24r64");
        // dataset 2: the regressions, one triangle where the new level starts
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getItemCount(0)).isEqualTo(1);
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getXValue(0, 0)).isEqualTo(10);
        assertThat(TrendChart.Layer.REGRESSIONS.of(plot).getYValue(0, 0)).isEqualTo(40480);
        assertThat(TrendChart.Layer.IMPROVEMENTS.of(plot).getItemCount(0)).isZero();
        // dataset 1: the levels, 44000 up to 17beta1 and 40480 from there
        assertThat(TrendChart.Layer.LEVELS.of(plot).getYValue(0, 0)).isEqualTo(44000);
        assertThat(TrendChart.Layer.LEVELS.of(plot).getYValue(0, 3)).isEqualTo(40480);
    }
}
