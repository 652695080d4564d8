package org.benchlens.imports.artillery;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/** The run's figures period by period, a point a period at the second its period starts. */
final class ArtillerySeries {

    private static final List<String> CHARTED = List.of(Metrics.LATENCY_MED, Metrics.LATENCY_P95,
            Metrics.LATENCY_P99);

    private final Map<String, TreeMap<Long, Double>> points = new LinkedHashMap<>();
    private final Map<String, String> units = new LinkedHashMap<>();
    private Instant lastReported;

    /** When the period before was reported (Artillery 1 stamps a period with its end); null before the first. */
    Instant lastReported() {
        return lastReported;
    }

    void reported(Instant at) {
        lastReported = at;
    }

    /** The normalised figures of one period, and Artillery's own rate under its name. */
    void add(long epochSecond, RequestFigures figures, String rateName, double rate) {
        figures.throughput().ifPresent(value -> point(Metrics.SERIES_RATE, Units.PER_SECOND, epochSecond, value));
        point(Metrics.ERRORS, Units.COUNT, epochSecond, figures.errorCount());
        for (String metric : CHARTED) {
            Double value = figures.latencies().get(metric);
            if (value != null) {
                point(metric, Units.MILLISECONDS, epochSecond, value);
            }
        }
        if (!Double.isNaN(rate)) {
            point(rateName, Units.PER_SECOND, epochSecond, rate);
        }
    }

    private void point(String metric, String unit, long epochSecond, double value) {
        units.put(metric, unit);
        points.computeIfAbsent(metric, m -> new TreeMap<>()).put(epochSecond, value);
    }

    void addTo(RunDraft draft) {
        points.forEach((metric, byTime) -> {
            List<SeriesPoint> list = new ArrayList<>(byTime.size());
            byTime.forEach((second, value) -> list.add(new SeriesPoint(second, value)));
            draft.series(new Series(Steps.TOTAL, metric, units.get(metric), list));
        });
    }
}
