package org.benchlens.charts;

import java.util.List;

import org.jfree.chart.JFreeChart;

/**
 * A chart ready to show or export, with the words it would have without the person's own, and
 * the keys of its series in colour order (hidden ones included).
 */
public record BuiltChart(JFreeChart chart, ChartText defaults, List<String> seriesKeys) {

    public BuiltChart {
        seriesKeys = List.copyOf(seriesKeys);
    }
}
