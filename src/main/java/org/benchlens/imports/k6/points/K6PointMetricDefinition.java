package org.benchlens.imports.k6.points;

import java.util.List;

/**
 * What a k6 {@code Metric} line says about a metric: its type (counter, gauge, rate, trend),
 * what its values are (time, data, default) and the thresholds set on it.
 */
record K6PointMetricDefinition(String name, String type, String contains, List<String> thresholds) {

    K6PointMetricDefinition {
        thresholds = List.copyOf(thresholds);
    }
}
