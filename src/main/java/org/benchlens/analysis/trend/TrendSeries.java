package org.benchlens.analysis.trend;

import java.util.List;
import java.util.Map;

import org.benchlens.model.Better;

/**
 * One step's metric over the runs of a history (one per value of the lines attribute), and where
 * its level changed.
 *
 * @param lines the attribute value this series is drawn for, empty without {@code --lines}
 */
public record TrendSeries(String step, String metric, String unit, Better better, Map<String, String> lines,
                          List<TrendPoint> points, List<TrendChange> changes) {

    public TrendSeries {
        lines = Map.copyOf(lines);
        points = List.copyOf(points);
        changes = List.copyOf(changes);
    }

    /** The name of the series: the step, and the lines value after it. */
    public String name() {
        return lines.isEmpty() ? step : step + " · " + String.join(", ", lines.values());
    }

    /** True when the newest point starts a regression. */
    public boolean newestRegresses() {
        return !changes.isEmpty() && changes.get(changes.size() - 1).index() == points.size() - 1
                && changes.get(changes.size() - 1).direction() == TrendChange.Direction.REGRESSION;
    }
}
