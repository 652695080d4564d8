package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYDrawableAnnotation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.IntervalXYDataset;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.capacity.Capacities;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityRequest;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.testing.TestRuns;

/** The capacity drawn over the nginx sweep, and the latency-vs-throughput chart. */
class CapacityChartTest {

    private static List<RunContent> runs;

    @BeforeAll
    static void importSample() {
        runs = NginxSweep.runs();
    }

    private static BuiltChart sweep(List<RunContent> chosen, ChartSettings settings, String... slo) {
        Capacity capacity = Capacities.of(chosen.stream().map(RunContent::result).toList(),
                CapacityRequest.of(settings.lines(), java.util.Arrays.stream(slo).map(SloTarget::parse).toList()));
        return Charts.sweep(chosen, settings, capacity);
    }

    private static int datasetOf(XYPlot plot, String firstKey) {
        for (int i = 0; i < plot.getDatasetCount(); i++) {
            XYDataset d = plot.getDataset(i);
            if (d != null && d.getSeriesCount() > 0 && d.getSeriesKey(0).equals(firstKey)) {
                return i;
            }
        }
        throw new AssertionError("no dataset starting with " + firstKey);
    }

    private static List<XYDrawableAnnotation> marks(XYPlot plot, double size) {
        List<XYDrawableAnnotation> marks = new ArrayList<>();
        for (XYAnnotation a : plot.getAnnotations()) {
            if (a instanceof XYDrawableAnnotation d && d.getDisplayWidth() == size) {
                marks.add(d);
            }
        }
        return marks;
    }

    @Test
    void theFitIsDashedInTheSeriesColourAndItsPeakMarked() {
        BuiltChart built = sweep(NginxSweep.scenario(runs, "GETSingle"), ChartSettings.of(ChartKind.SWEEP, "deployment"));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        int fits = datasetOf(plot, "2pgrest USL fit");
        XYDataset curves = plot.getDataset(fits);
        XYLineAndShapeRenderer renderer = (XYLineAndShapeRenderer) plot.getRenderer(fits);

        assertThat(curves.getSeriesCount()).isEqualTo(3);
        assertThat(renderer.getSeriesPaint(0)).isEqualTo(new Color(0x0072B2));
        assertThat(renderer.getSeriesPaint(1)).isEqualTo(new Color(0xE69F00));
        assertThat(renderer.getSeriesStroke(0)).isEqualTo(CapacityOverlay.FIT_LINE);
        assertThat(renderer.getDefaultShapesVisible()).isFalse();
        // the curve runs from 10 to 150 VUs and is the fitted law: SciPy's X(40) for 2pgrest
        assertThat(curves.getXValue(0, 0)).isEqualTo(10);
        assertThat(curves.getXValue(0, curves.getItemCount(0) - 1)).isEqualTo(150);
        // N* of 2pgrest: 54.35 VUs, 13 057 req/s (SciPy, see CapacitiesTest)
        List<XYDrawableAnnotation> peaks = marks(plot, 15);
        assertThat(peaks).hasSize(3);
        assertThat(peaks.get(0).getX()).isCloseTo(54.35, within(0.01));
        assertThat(peaks.get(0).getY()).isCloseTo(13057, within(1.0));
        assertThat(SweepChartTest.legendLabels(built)).containsExactly("2pgrest", "4pgrest", "8pgrest",
                "dashed: USL fit", "N* (peak of the fit)");
    }

    @Test
    void theSloLimitIsRingedAtTheLastLevelWithinTheTargets() {
        BuiltChart built = sweep(NginxSweep.scenario(runs, "POSTBulk"), ChartSettings.of(ChartKind.SWEEP, "deployment"),
                "errors<=1%");
        XYPlot plot = (XYPlot) built.chart().getPlot();

        List<XYDrawableAnnotation> rings = marks(plot, 20);
        assertThat(rings).extracting(XYDrawableAnnotation::getX).containsExactly(80.0, 50.0, 70.0);
        assertThat(rings.get(0).getY()).isEqualTo(5055.010742);
        assertThat(SweepChartTest.legendLabels(built)).contains("SLO limit (errors <= 1 %)");
    }

    @Test
    void noPeakIsDrawnAsServedPastTheLastLevelThatServed() {
        BuiltChart built = sweep(NginxSweep.scenario(runs, "POSTBulk"), ChartSettings.of(ChartKind.SWEEP, "deployment"));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        XYDataset curves = plot.getDataset(datasetOf(plot, "2pgrest USL fit"));

        // 2pgrest served up to 80 VUs and peaks at 75.5 within them: a filled diamond, the curve to 80 VUs only
        assertThat(marks(plot, 15)).extracting(XYDrawableAnnotation::getX).singleElement()
                .satisfies(x -> assertThat(x).isCloseTo(75.5, within(0.1)));
        assertThat(curves.getXValue(0, curves.getItemCount(0) - 1)).isEqualTo(80);
        // 4pgrest served up to 50 VUs and peaks at 61.4: hollow, extrapolated; 8pgrest's 118 VUs past 70: none
        assertThat(marks(plot, CapacityOverlay.PAST_PEAK_SIZE)).extracting(XYDrawableAnnotation::getX).singleElement()
                .satisfies(x -> assertThat(x).isCloseTo(61.4, within(0.1)));
        assertThat(curves.getXValue(2, curves.getItemCount(2) - 1)).isEqualTo(70);
        assertThat(SweepChartTest.legendLabels(built)).contains("N* (peak of the fit)",
                "N* past the levels that served (extrapolated)");
    }

    @Test
    void aHiddenSeriesTakesItsFitAndMarksWithIt() {
        BuiltChart built = sweep(NginxSweep.scenario(runs, "GETSingle"),
                ChartSettings.of(ChartKind.SWEEP, "deployment").withHidden(Set.of("2pgrest")));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        int fits = datasetOf(plot, "2pgrest USL fit");

        assertThat(plot.getRenderer(fits).isSeriesVisible(0)).isFalse();
        assertThat(plot.getRenderer(fits).isSeriesVisible(1)).isTrue();
        assertThat(marks(plot, 15)).hasSize(2);
    }

    private final TestRuns make = new TestRuns("runner-http");

    private RunResult run(String line, int vus, double throughput, double p95) {
        return make.run(Map.of("deployment", line, "vus", Integer.toString(vus)), TestRuns.tput("total", throughput),
                new Measurement("total", "latency.p95", p95, "ms"));
    }

    private static List<RunContent> chartRuns(List<RunResult> results) {
        return results.stream().map(r -> RunContent.of(r, List.of(), List.of())).toList();
    }

    @Test
    void repeatsAtALevelGiveErrorBarsOfTheirConfidenceInterval() {
        List<RunResult> results = new ArrayList<>();
        int[] levels = {10, 20, 40, 80};
        double[][] rates = {{900, 1100}, {1700, 1900}, {2900, 3100}, {2400, 2600}};
        for (int i = 0; i < levels.length; i++) {
            for (double rate : rates[i]) {
                results.add(run("one", levels[i], rate, 10));
            }
        }

        XYPlot plot = (XYPlot) sweep(chartRuns(results), ChartSettings.of(ChartKind.SWEEP, "deployment"))
                .chart().getPlot();
        int index = datasetOf(plot, "one 95 % CI");
        IntervalXYDataset bars = (IntervalXYDataset) plot.getDataset(index);

        assertThat(plot.getRenderer(index)).isInstanceOf(XYErrorRenderer.class);
        // mean 1000, sd 141.42, se 100, t(0.975, 1) = 12.706
        assertThat(bars.getYValue(0, 0)).isEqualTo(1000);
        assertThat(bars.getEndYValue(0, 0)).isCloseTo(1000 + 12.7062 * 100, within(0.01));
    }

    @Test
    void theHockeyStickDrawsLatencyAgainstThroughputInLoadOrder() {
        List<RunResult> results = List.of(run("2pgrest", 10, 7400, 2.1), run("2pgrest", 20, 11500, 3.0),
                run("2pgrest", 40, 12800, 6.2), run("2pgrest", 80, 12600, 14.8),
                run("4pgrest", 10, 7900, 1.9), run("4pgrest", 40, 12700, 5.0));

        BuiltChart built = Charts.build(chartRuns(results), ChartSettings.of(ChartKind.LATENCY_THROUGHPUT, "deployment"));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        XYDataset data = plot.getDataset();

        assertThat(built.seriesKeys()).containsExactly("2pgrest", "4pgrest");
        // 80 VUs give less throughput than 40 and more than twice the latency: the line turns back
        assertThat(data.getXValue(0, 3)).isEqualTo(12600);
        assertThat(data.getYValue(0, 3)).isEqualTo(14.8);
        assertThat(data.getXValue(0, 2)).isEqualTo(12800);
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("throughput (req/s)");
        assertThat(plot.getRangeAxis().getLabel()).isEqualTo("p95 latency (ms)");
        assertThat(built.defaults().title()).isEqualTo("P95 latency vs throughput, by deployment");
    }

    @Test
    void theHockeyStickNeedsALatencyMetric() {
        assertThatThrownBy(() -> Charts.build(runs, ChartSettings.builder(ChartKind.LATENCY_THROUGHPUT).lines("deployment")
                .metric("errors.rate").build()))
                .hasMessage("a latency-throughput chart draws a latency against throughput; --metric must be "
                        + "latency.p95, latency.p99 or another latency.*, not errors.rate");
        assertThatThrownBy(() -> Charts.build(NginxSweep.scenario(runs, "GETSingle"),
                ChartSettings.of(ChartKind.LATENCY_THROUGHPUT, "deployment")))
                .hasMessage("no run has a vus attribute, a throughput and a p95 latency in step total "
                        + "and the attribute 'deployment'");
    }
}
