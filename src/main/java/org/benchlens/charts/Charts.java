package org.benchlens.charts;

import java.util.List;

import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.model.RunContent;

/**
 * The one place a chart is built: the window shows what this returns and every export draws the
 * same object, so what a person sees is what gets published.
 */
public final class Charts {

    private Charts() {
    }

    /** Throws {@link IllegalArgumentException} with a sentence when the runs hold nothing to draw. */
    public static BuiltChart build(List<RunContent> runs, ChartSettings settings) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no runs to chart: select some runs (or loosen --where)");
        }
        return switch (settings.kind()) {
            case SWEEP -> SweepChart.build(runs, settings);
            case BARS -> BarChart.build(runs, settings);
            case LATENCY -> LatencyChart.build(runs, settings);
            case TIMELINE -> TimelineChart.build(runs, settings);
            case LATENCY_THROUGHPUT -> LatencyThroughputChart.build(runs, settings);
            case TREND -> TrendChart.build(runs, settings);
        };
    }

    /** A sweep with its capacity drawn over it: the USL fits, their peaks, the SLO limits, error bars. */
    public static BuiltChart sweep(List<RunContent> runs, ChartSettings settings, Capacity capacity) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no runs to chart: select some runs (or loosen --where)");
        }
        return SweepChart.build(runs, settings, capacity);
    }
}
