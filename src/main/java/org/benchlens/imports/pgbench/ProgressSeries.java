package org.benchlens.imports.pgbench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The {@code -P} progress lines of one run as series. A point's second is the time pgbench prints:
 * seconds since the start, or Unix time with {@code --progress-timestamp}; each point holds the
 * interval that ends there, as long as {@code -P} asked.
 */
final class ProgressSeries {

    private final List<ProgressLine> lines = new ArrayList<>();

    void add(ProgressLine line) {
        lines.add(line);
    }

    boolean isEmpty() {
        return lines.isEmpty();
    }

    int size() {
        return lines.size();
    }

    void addTo(RunDraft draft) {
        add(draft, Metrics.SERIES_RATE, Units.PER_SECOND, ProgressLine::tps);
        add(draft, Metrics.LATENCY_AVG, Units.MILLISECONDS, ProgressLine::latency);
        add(draft, Metrics.LATENCY_STDDEV, Units.MILLISECONDS, ProgressLine::stddev);
        add(draft, Metrics.ERRORS, Units.COUNT, ProgressLine::failed);
        add(draft, PgbenchNames.LAG, Units.MILLISECONDS, ProgressLine::lag);
        add(draft, PgbenchNames.SKIPPED, Units.COUNT, ProgressLine::skipped);
        add(draft, PgbenchNames.RETRIED, Units.COUNT, ProgressLine::retried);
    }

    private void add(RunDraft draft, String metric, String unit, ToDoubleFunction<ProgressLine> figure) {
        List<SeriesPoint> points = new ArrayList<>();
        for (ProgressLine line : lines) {
            double value = figure.applyAsDouble(line);
            if (!Double.isNaN(value)) {
                points.add(new SeriesPoint(Math.round(line.seconds()), value));
            }
        }
        if (!points.isEmpty()) {
            draft.series(new Series(Steps.TOTAL, metric, unit, points));
        }
    }
}
