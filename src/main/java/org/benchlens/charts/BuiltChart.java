package org.benchlens.charts;

import java.util.List;

import org.jfree.chart.JFreeChart;

/**
 * A chart ready to show or export, with the words it would have without the person's own, the
 * keys of its series in colour order (hidden ones included), and notes on runs left out.
 */
public record BuiltChart(JFreeChart chart, ChartText defaults, List<String> seriesKeys, List<String> notes) {

    public BuiltChart {
        seriesKeys = List.copyOf(seriesKeys);
        notes = List.copyOf(notes);
    }

    public BuiltChart(JFreeChart chart, ChartText defaults, List<String> seriesKeys) {
        this(chart, defaults, seriesKeys, List.of());
    }
}
