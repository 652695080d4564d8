package org.benchlens.model;

import java.util.List;
import java.util.Objects;

/** A metric over time, one point per second, for one step of a run. */
public record Series(String step, String metric, String unit, List<SeriesPoint> points) {

    public Series {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(metric, "metric");
        unit = unit == null ? "" : unit;
        points = List.copyOf(points);
    }
}
