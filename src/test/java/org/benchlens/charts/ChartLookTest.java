package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.analysis.capacity.Capacities;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityRequest;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.model.RunContent;

/** A chart in a dark window: dark paper, light words, the same series colours, and back to light exactly. */
class ChartLookTest {

    private static List<RunContent> runs;

    @BeforeAll
    static void importSample() {
        runs = NginxSweep.scenario(NginxSweep.runs(), "POSTBulk");
    }

    /** The sweep with its capacity drawn over it: lines, dashed fits, marks, error bars and a legend of notes. */
    private static JFreeChart sweep() {
        ChartSettings settings = ChartSettings.of(ChartKind.SWEEP, "deployment");
        Capacity capacity = Capacities.of(runs.stream().map(RunContent::result).toList(),
                CapacityRequest.of(settings.lines(), List.of(SloTarget.parse("errors<=1%"))));
        return Charts.sweep(runs, settings, capacity).chart();
    }

    private static BufferedImage drawn(JFreeChart chart) {
        return chart.createBufferedImage(900, 500);
    }

    @Test
    void aDarkChartHasDarkPaperLightWordsAndKeepsItsSeriesColours() {
        JFreeChart chart = sweep();
        ChartLook.DARK.dress(chart);

        assertThat(chart.getBackgroundPaint()).isEqualTo(ChartLook.DARK_PAPER);
        XYPlot plot = (XYPlot) chart.getPlot();
        assertThat(plot.getBackgroundPaint()).isEqualTo(ChartLook.DARK_PAPER);
        assertThat(plot.getRangeGridlinePaint()).isEqualTo(ChartLook.DARK_GRID);
        ValueAxis x = plot.getDomainAxis();
        assertThat(x.getLabelPaint()).isEqualTo(ChartLook.DARK_INK);
        assertThat(x.getTickLabelPaint()).isEqualTo(ChartLook.DARK_SOFT_INK);
        assertThat(chart.getTitle().getPaint()).isEqualTo(ChartLook.DARK_INK);
        LegendTitle legend = (LegendTitle) chart.getSubtitles().stream().filter(LegendTitle.class::isInstance)
                .findFirst().orElseThrow();
        assertThat(legend.getBackgroundPaint()).isEqualTo(ChartLook.DARK_PAPER);
        assertThat(legend.getSources()[0].getLegendItems().get(0).getLabelPaint()).isEqualTo(ChartLook.DARK_INK);

        BufferedImage image = drawn(chart);
        assertThat(new Color(image.getRGB(3, 3))).isEqualTo(ChartLook.DARK_PAPER);
        assertThat(contains(image, 0x0072B2)).as("the first line still in Okabe-Ito blue").isTrue();
        assertThat(contains(image, ChartLook.DARK_INK.getRGB())).as("words in the dark look's ink").isTrue();
        assertThat(contains(image, ChartTheme.INK.getRGB())).as("no word left in the light ink").isFalse();
    }

    @Test
    void aChartTurnedDarkAndLightAgainIsDrawnAsItWasBuilt() {
        JFreeChart chart = sweep();
        BufferedImage built = drawn(chart);

        ChartLook.DARK.dress(chart);
        ChartLook.LIGHT.dress(chart);

        assertThat(samePixels(drawn(chart), built)).isTrue();
    }

    @Test
    void thePalettesBlackSeriesIsDrawnLightOnDarkPaperAndOtherColoursStay() {
        assertThat(ChartLook.DARK.series(Color.BLACK)).isEqualTo(ChartLook.DARK_BLACK_SERIES);
        assertThat(ChartLook.DARK.series(new Color(0xE69F00))).isEqualTo(new Color(0xE69F00));
        assertThat(ChartLook.LIGHT.series(Color.BLACK)).isEqualTo(Color.BLACK);
    }

    private static boolean contains(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (rgb & 0xFFFFFF)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean samePixels(BufferedImage a, BufferedImage b) {
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if (a.getRGB(x, y) != b.getRGB(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}
