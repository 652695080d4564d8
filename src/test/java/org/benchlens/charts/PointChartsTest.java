package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.PercentileCurve;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.Fixtures;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.TestStores;

/** Latency by percentile and the timeline of a k6 NDJSON run, from what the store keeps of it. */
class PointChartsTest {

    private static List<RunContent> runs;

    @BeforeAll
    static void importNdjson() {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, Fixtures.path("k6/12_xk6-dashboard_2023_out-json_ndjson.json"));
            runs = store.read(session -> {
                List<RunContent> loaded = new ArrayList<>();
                for (Run run : session.runs().list(RunFilter.ALL)) {
                    RunResult result = session.results(List.of(run)).get(0);
                    loaded.add(RunContent.of(result, session.series().forRun(run.id()),
                            session.histograms().forRun(run.id())));
                }
                return loaded;
            });
        }
    }

    @Test
    void latencyByPercentileHasTheHistogramsMedianAt50PercentAndTheTailLabelled() {
        BuiltChart built = Charts.build(runs, ChartSettings.of(ChartKind.LATENCY, null));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        XYDataset curve = plot.getDataset();

        double median = PercentileCurve.Point.tailPosition(50);
        int at = indexOfX(curve, median);
        // the p50 that 'show' prints for this run's http_req_duration
        assertThat(curve.getYValue(0, at)).isEqualTo(121.855);
        assertThat(curve.getXValue(0, 0)).isEqualTo(0.0);
        assertThat(plot.getDomainAxis()).isInstanceOf(PercentileAxis.class);
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("latency (ms)");
        assertThat(built.seriesKeys()).containsExactly("contacts 2 VUs");
        XYLineAndShapeRenderer renderer = (XYLineAndShapeRenderer) plot.getRenderer();
        assertThat(renderer.getItemLineVisible(0, at)).isTrue();
        assertThat(renderer.getItemShapeVisible(0, at)).as("a marker on each point would hide the curve").isFalse();
    }

    @Test
    void theTimelineHasRateAboveAndP95BelowInSecondsFromTheStart() {
        BuiltChart built = Charts.build(runs, ChartSettings.of(ChartKind.TIMELINE, null));
        CombinedDomainXYPlot combined = (CombinedDomainXYPlot) built.chart().getPlot();
        XYDataset rate = combined.getSubplots().get(0).getDataset();
        XYDataset p95 = combined.getSubplots().get(1).getDataset();

        assertThat(rate.getItemCount(0)).isEqualTo(21);
        assertThat(rate.getXValue(0, 0)).isEqualTo(0.0);
        assertThat(rate.getYValue(0, 0)).isEqualTo(4.0);
        assertThat(rate.getXValue(0, 1)).isEqualTo(1.0);
        assertThat(rate.getYValue(0, 1)).isEqualTo(16.0);
        assertThat(p95.getYValue(0, 1)).isEqualTo(127.359);
        assertThat(combined.getSubplots().get(1).getRangeAxis().getLabel()).isEqualTo("p95 latency (ms)");
        assertThat(combined.getDomainAxis().getLabel()).isEqualTo("elapsed time (s)");
    }

    @Test
    void runsWithoutHistogramsOrSeriesAreSaidSo() {
        List<RunContent> bare = runs.stream().map(r -> RunContent.of(r.result(), List.of(), List.of())).toList();
        assertThatThrownBy(() -> Charts.build(bare, ChartSettings.of(ChartKind.LATENCY, null)))
                .hasMessage("none of the 1 runs has a latency histogram of step total (formats that record every request or a "
                + "percentile spectrum keep one, such as k6's NDJSON, JMeter's results, hyperfine and fio json+)");
        assertThatThrownBy(() -> Charts.build(bare, ChartSettings.of(ChartKind.TIMELINE, null)))
                .hasMessage("none of the 1 runs has a per-second series of throughput or latency.p95 in step total "
                        + "(k6 NDJSON and CSV imports and the runner keep them)");
    }

    private static int indexOfX(XYDataset dataset, double x) {
        for (int i = 0; i < dataset.getItemCount(0); i++) {
            if (Math.abs(dataset.getXValue(0, i) - x) < 1e-12) {
                return i;
            }
        }
        throw new AssertionError("no point at x = " + x);
    }
}
