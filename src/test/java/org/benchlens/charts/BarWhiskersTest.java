package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.benchlens.testing.TestRuns.tput;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.jfree.chart.plot.CategoryPlot;
import org.jfree.data.statistics.StatisticalCategoryDataset;
import org.junit.jupiter.api.Test;

import org.benchlens.model.RunContent;
import org.benchlens.testing.TestRuns;

/**
 * Bars of repeated runs carry a whisker of the 95 % confidence interval of their mean: the throughputs of
 * docs/examples/repeats.md, whose "fast" interval SciPy gives as 1070.55 ± 9.7857 (t.ppf(0.975, 5) · s / √6).
 */
class BarWhiskersTest {

    private static final double[] BASE = {1000.2, 1009.9, 991.1, 1006.7, 993.4, 1001.3};
    private static final double[] FAST = {1058.4, 1081.2, 1066.5, 1079.3, 1062.8, 1075.1};

    private static List<RunContent> runs(double[] single) {
        TestRuns make = new TestRuns("test");
        List<RunContent> runs = new ArrayList<>();
        for (double value : BASE) {
            runs.add(RunContent.of(make.run(Map.of("build", "base"), tput("total", value)), List.of(), List.of()));
        }
        for (double value : FAST) {
            runs.add(RunContent.of(make.run(Map.of("build", "fast"), tput("total", value)), List.of(), List.of()));
        }
        for (double value : single) {
            runs.add(RunContent.of(make.run(Map.of("build", "once"), tput("total", value)), List.of(), List.of()));
        }
        return runs;
    }

    private static StatisticalCategoryDataset bars(boolean relative) {
        ChartSettings settings = ChartSettings.builder(ChartKind.BARS).rows("build").relative(relative).build();
        CategoryPlot plot = (CategoryPlot) Charts.build(runs(new double[] {1050}), settings).chart().getPlot();
        return (StatisticalCategoryDataset) plot.getDataset();
    }

    @Test
    void barsOfRepeatsHaveTheirConfidenceIntervalAndASingleRunNone() {
        StatisticalCategoryDataset values = bars(false);

        assertThat(values.getMeanValue("fast", "total").doubleValue()).isCloseTo(1070.55, within(1e-9));
        assertThat(values.getStdDevValue("fast", "total").doubleValue())
                .isCloseTo(1080.3359521732123 - 1070.55, within(1e-6));
        assertThat(values.getStdDevValue("once", "total")).as("one run: no interval").isNull();
    }

    @Test
    void relativeBarsScaleTheirWhiskerAsTheRatio() {
        StatisticalCategoryDataset ratios = bars(true);

        assertThat(ratios.getMeanValue("fast", "total").doubleValue()).isCloseTo(1.0700862959, within(1e-9));
        assertThat(ratios.getStdDevValue("fast", "total").doubleValue())
                .isCloseTo((1080.3359521732123 - 1070.55) / 1000.4333333333333, within(1e-9));
    }
}
