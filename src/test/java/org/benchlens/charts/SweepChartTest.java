package org.benchlens.charts;

import org.benchlens.model.RunContent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Throughput vs VUs of the nginx sweep: the points are the sample's figures, failures show, colours stay. */
class SweepChartTest {

    private static List<RunContent> runs;

    @BeforeAll
    static void importSample() {
        runs = NginxSweep.runs();
    }

    private static BuiltChart sweep(String scenario, ChartSettings settings) {
        return Charts.build(NginxSweep.scenario(runs, scenario), settings);
    }

    @Test
    void eachLineIsADeploymentAndEachPointTheSampleRate() throws IOException {
        BuiltChart built = sweep("GETSingle", ChartSettings.of(ChartKind.SWEEP, "deployment"));
        XYDataset values = ((XYPlot) built.chart().getPlot()).getDataset(0);

        assertThat(built.seriesKeys()).containsExactly("2pgrest", "4pgrest", "8pgrest");
        for (int s = 0; s < values.getSeriesCount(); s++) {
            Map<Double, double[]> expected = NginxSweep.figures(built.seriesKeys().get(s), "GETSingle");
            assertThat(values.getItemCount(s)).isEqualTo(11);
            int item = 0;
            for (Map.Entry<Double, double[]> point : expected.entrySet()) {
                assertThat(values.getXValue(s, item)).isEqualTo(point.getKey());
                assertThat(values.getYValue(s, item)).isEqualTo(point.getValue()[0]);
                item++;
            }
        }
        // the figure the seed quotes: 2pgrest at 40 VUs
        assertThat(values.getYValue(0, 3)).isEqualTo(12865.474932);
        assertThat(((XYPlot) built.chart().getPlot()).getRangeAxisCount()).as("no failures, no failed %% axis").isEqualTo(1);
    }

    @Test
    void failedRequestsAreDrawnAgainstARightHandPercentAxis() throws IOException {
        BuiltChart built = sweep("POSTBulk", ChartSettings.of(ChartKind.SWEEP, "deployment"));
        XYPlot plot = (XYPlot) built.chart().getPlot();
        XYDataset failed = plot.getDataset(1);

        assertThat(plot.getRangeAxis(1).getLabel()).isEqualTo("failed requests (%)");
        // 100 % at three quarters of the height: 4pgrest's fast failures (11 500 req/s, near the top) lie above it
        assertThat(100 / plot.getRangeAxis(1).getUpperBound()).isCloseTo(0.77, within(0.01));
        assertThat(11_500 / plot.getRangeAxis(0).getUpperBound()).isGreaterThan(0.9);
        assertThat(failed.getSeriesKey(0)).isEqualTo("2pgrest failed %");
        Map<Double, double[]> expected = NginxSweep.figures("2pgrest", "POSTBulk");
        assertThat(failed.getXValue(0, 8)).isEqualTo(90.0);
        assertThat(failed.getYValue(0, 8)).isCloseTo(expected.get(90.0)[1], within(1e-9)).isCloseTo(62.56, within(1e-9));
        assertThat(legendLabels(built)).containsExactly("2pgrest", "4pgrest", "8pgrest", "dotted: failed % (right axis)",
                "x: more than 1 % of requests failed, not a point of the line");

        // a level whose requests failed (decision 0110) is an x off its line: 4pgrest served up to 50 VUs
        XYDataset values = plot.getDataset(0);
        assertThat(values.getItemCount(1)).isEqualTo(5);
        assertThat(values.getXValue(1, 4)).isEqualTo(50.0);
        XYDataset crosses = plot.getDataset(2);
        assertThat(crosses.getSeriesKey(1)).isEqualTo("4pgrest failed levels");
        assertThat(crosses.getItemCount(1)).isEqualTo(6);
        assertThat(crosses.getXValue(1, 1)).isEqualTo(70.0);
        assertThat(crosses.getYValue(1, 1)).isEqualTo(11434.264307);
    }

    @Test
    void aHiddenLineKeepsTheOthersColoursAndLeavesTheLegend() {
        BuiltChart all = sweep("POSTBulk", ChartSettings.of(ChartKind.SWEEP, "deployment"));
        BuiltChart hidden = sweep("POSTBulk", ChartSettings.of(ChartKind.SWEEP, "deployment").withHidden(Set.of("2pgrest")));

        XYPlot plot = (XYPlot) hidden.chart().getPlot();
        assertThat(seriesPaint(all, 1)).isEqualTo(new Color(0xE69F00));
        assertThat(seriesPaint(hidden, 1)).isEqualTo(new Color(0xE69F00));
        assertThat(seriesPaint(hidden, 2)).isEqualTo(new Color(0x009E73));
        assertThat(plot.getRenderer(0).isSeriesVisible(0)).isFalse();
        assertThat(plot.getRenderer(1).isSeriesVisible(0)).as("its failed %% line goes too").isFalse();
        assertThat(plot.getRenderer(0).isSeriesVisible(1)).isTrue();
        assertThat(legendLabels(hidden)).containsExactly("4pgrest", "8pgrest", "dotted: failed % (right axis)",
                "x: more than 1 % of requests failed, not a point of the line");
    }

    @Test
    void wordsAreMadeFromTheDataAndAPersonsOwnReplaceThemOneByOne() {
        BuiltChart built = sweep("GETSingle", ChartSettings.of(ChartKind.SWEEP, "deployment")
                .withText(new ChartText("PostgREST behind nginx", null, null, null, "Source: seed 002")));
        XYPlot plot = (XYPlot) built.chart().getPlot();

        assertThat(built.defaults().title()).isEqualTo("Throughput vs virtual users, by deployment");
        assertThat(built.chart().getTitle().getText()).isEqualTo("PostgREST behind nginx");
        assertThat(texts(built)).containsExactly("instance m5a.4xlarge, scenario GETSingle", "Source: seed 002");
        assertThat(plot.getDomainAxis().getLabel()).isEqualTo("virtual users (VUs)");
        assertThat(plot.getRangeAxis().getLabel()).as("HTTP load counts requests, as the capacity table does")
                .isEqualTo("throughput (req/s)");
        assertThat(built.defaults().sourceNote()).isEqualTo("Source: m5a.4xlarge-2pgrest.txt, m5a.4xlarge-4pgrest.txt, "
                + "m5a.4xlarge-8pgrest.txt. Chart: BenchLens");
    }

    @Test
    void theLogOptionMakesTheValueAxisLogarithmic() {
        ChartSettings log = ChartSettings.builder(ChartKind.SWEEP).lines("deployment").log(true).build();
        assertThat(((XYPlot) sweep("GETSingle", log).chart().getPlot()).getRangeAxis()).isInstanceOf(LogAxis.class);
    }

    @Test
    void runsWithoutTheLineAttributeAreSaidSo() {
        assertThatThrownBy(() -> sweep("GETSingle", ChartSettings.of(ChartKind.SWEEP, "dbms")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no run has a vus attribute, the attribute 'dbms' and a value of throughput in step total");
    }

    @Test
    void runsOfDifferentScenariosAreNotAveragedIntoOnePoint() {
        assertThatThrownBy(() -> Charts.build(runs, ChartSettings.of(ChartKind.SWEEP, "deployment")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the runs of 2pgrest at 10 VUs differ in scenario (GETAllEmbed, GETSingle, ")
                .hasMessageEndingWith("): choose one scenario (--where scenario=...) or draw a line per scenario "
                        + "(--lines scenario)");
    }

    private static Color seriesPaint(BuiltChart built, int series) {
        return (Color) ((XYPlot) built.chart().getPlot()).getRenderer(0).getSeriesPaint(series);
    }

    static List<String> legendLabels(BuiltChart built) {
        LegendTitle legend = built.chart().getSubtitles().stream().filter(LegendTitle.class::isInstance)
                .map(LegendTitle.class::cast).findFirst().orElseThrow();
        LegendItemCollection items = legend.getSources()[0].getLegendItems();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < items.getItemCount(); i++) {
            labels.add(items.get(i).getLabel());
        }
        return labels;
    }

    private static List<String> texts(BuiltChart built) {
        return built.chart().getSubtitles().stream().filter(TextTitle.class::isInstance)
                .map(t -> ((TextTitle) t).getText()).toList();
    }
}
