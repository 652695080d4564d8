package org.benchlens.app;

import java.util.List;

import org.benchlens.analysis.capacity.Capacities;
import org.benchlens.analysis.capacity.Capacity;
import org.benchlens.analysis.capacity.CapacityRequest;
import org.benchlens.analysis.capacity.SloTarget;
import org.benchlens.charts.BuiltChart;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.Charts;
import org.benchlens.model.RunContent;

/**
 * The capacity of a sweep and the sweep chart with it drawn over: what {@code benchlens capacity
 * --chart} writes and the Chart window shows, from the same runs and settings.
 */
public final class CapacityCharts {

    private CapacityCharts() {
    }

    /** A capacity and its chart. */
    public record CapacitySweep(Capacity capacity, BuiltChart chart) {
    }

    /** The capacity of the runs' sweep by the settings' lines and step, and the sweep chart drawn with it. */
    public static CapacitySweep sweep(List<RunContent> runs, ChartSettings settings, List<SloTarget> slo,
                                      double kneeShare) {
        Capacity capacity = Capacities.of(runs.stream().map(RunContent::result).toList(),
                new CapacityRequest(settings.lines(), settings.step(), slo, kneeShare, settings.failures()));
        return new CapacitySweep(capacity, Charts.sweep(runs, settings, capacity));
    }
}
