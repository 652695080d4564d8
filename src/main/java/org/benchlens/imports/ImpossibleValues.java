package org.benchlens.imports;

import java.util.Set;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;
import org.benchlens.model.Units;

/**
 * The one rule every importer's runs pass before they are stored: a value that cannot be true
 * refuses the whole input, with the field named. Numbers must be finite; counts, rates, times and
 * sizes cannot be negative; a run cannot end before it starts.
 */
final class ImpossibleValues {

    private static final Set<String> NEVER_NEGATIVE = Set.of(Metrics.THROUGHPUT, Metrics.OPERATIONS,
            Metrics.LATENCY_AVG, Metrics.LATENCY_MIN, Metrics.LATENCY_MED, Metrics.LATENCY_P90, Metrics.LATENCY_P95,
            Metrics.LATENCY_P99, Metrics.LATENCY_P999, Metrics.LATENCY_MAX, Metrics.ERRORS_RATE, Metrics.ERRORS,
            Metrics.DATA_RECEIVED, Metrics.DATA_SENT, Metrics.VUS_MAX, Metrics.DURATION, Metrics.CHECKS_RATE,
            Metrics.INSERT_RATE, Metrics.INSERT_TARGET);

    private ImpossibleValues() {
    }

    static void check(RunDraft run) throws ImportFailure {
        if (run.startedAt() != null && run.endedAt() != null && run.endedAt().isBefore(run.startedAt())) {
            throw ImportFailure.whole("run '" + run.name() + "' ends (" + run.endedAt() + ") before it starts ("
                    + run.startedAt() + ")");
        }
        for (Measurement m : run.measurements()) {
            check(run, m.step(), m.metric(), m.unit(), m.value());
        }
        for (Series s : run.series()) {
            for (SeriesPoint point : s.points()) {
                check(run, s.step(), s.metric(), s.unit(), point.value());
            }
        }
    }

    private static void check(RunDraft run, String step, String metric, String unit, double value)
            throws ImportFailure {
        if (!Double.isFinite(value)) {
            throw ImportFailure.whole(field(run, step, metric) + " is " + describe(value)
                    + "; BenchLens stores only finite numbers");
        }
        if (value < 0 && (NEVER_NEGATIVE.contains(metric) || Units.COUNT.equals(unit))) {
            throw ImportFailure.whole(field(run, step, metric) + " is " + value + ", but it cannot be negative");
        }
    }

    private static String field(RunDraft run, String step, String metric) {
        return metric + " of step " + step + " in run '" + run.name() + "'";
    }

    private static String describe(double value) {
        return Double.isNaN(value) ? "not a number (NaN)" : "beyond the range of numbers (" + value + ")";
    }
}
