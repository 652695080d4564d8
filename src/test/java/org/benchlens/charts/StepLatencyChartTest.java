package org.benchlens.charts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.ArrayList;
import java.util.List;

import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;
import org.benchlens.testing.ImportHarness;
import org.benchlens.testing.RealWorld;
import org.benchlens.testing.TestStores;

/**
 * A run that keeps a latency histogram a step and none of the whole run (hyperfine's commands) draws its
 * latency by percentile a line a step, rather than refusing for want of step total.
 */
class StepLatencyChartTest {

    private static List<RunContent> runs;

    @BeforeAll
    static void importHyperfine() {
        try (Store store = TestStores.h2()) {
            ImportHarness.importInto(store, RealWorld.path("hyperfine/sqlite-lines_count-ndjson_results.json"));
            runs = store.read(session -> {
                List<RunContent> loaded = new ArrayList<>();
                for (Run run : session.runs().list(RunFilter.ALL)) {
                    loaded.add(RunContent.of(session.results(List.of(run)).get(0), session.series().forRun(run.id()),
                            session.histograms().forRun(run.id())));
                }
                return loaded;
            });
        }
    }

    @Test
    void eachCommandIsALineOfItsOwnTimes() {
        BuiltChart built = Charts.build(runs, ChartSettings.of(ChartKind.LATENCY, null));

        assertThat(built.seriesKeys()).containsExactly("./dsq.sh", "./duck.sh", "./ndjson-cli.sh", "./py.sh",
                "./sqlite-lines-cli.sh", "./sqlite-lines.sh", "./sqlite-utils.sh", "./unix.sh");
        assertThat(built.defaults().subtitle()).isEqualTo("a line a step");
        XYDataset curves = ((XYPlot) built.chart().getPlot()).getDataset();
        int sqliteLines = built.seriesKeys().indexOf("./sqlite-lines.sh");
        // hyperfine's fastest and slowest of its 23 runs: 102.0 ms and 133.0 ms, within the histogram's 3 significant digits
        assertThat(curves.getYValue(sqliteLines, 0)).isCloseTo(102.0, withinPercentage(0.1));
        assertThat(curves.getYValue(sqliteLines, curves.getItemCount(sqliteLines) - 1)).isCloseTo(133.0, withinPercentage(0.1));
    }

    @Test
    void aStepAskedForByNameThatKeepsNoHistogramIsStillRefused() {
        ChartSettings settings = ChartSettings.builder(ChartKind.LATENCY).step("load").build();

        assertThatThrownBy(() -> Charts.build(runs, settings)).hasMessageStartingWith(
                "none of the 1 runs has a latency histogram of step load");
    }
}
