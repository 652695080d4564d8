package org.benchlens.store;

import java.util.List;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Steps;

/**
 * The value of a metric that stands for a whole run: the whole run's ({@link Steps#TOTAL}) where measured,
 * else the first step's. Migration V7 applies the same rule in SQL to the runs stored before it.
 */
final class Headline {

    private Headline() {
    }

    /** The headline of {@code metric} among a run's measurements in the order measured; null when none. */
    static Measurement of(List<Measurement> measured, String metric) {
        Measurement first = null;
        for (Measurement m : measured) {
            if (m.metric().equals(metric)) {
                if (m.step().equals(Steps.TOTAL)) {
                    return m;
                }
                if (first == null) {
                    first = m;
                }
            }
        }
        return first;
    }

    /** The failed share of the headline throughput's step, where the errors' own headline is of that step; else null. */
    static Double errorRate(List<Measurement> measured, Measurement throughput) {
        Measurement errors = of(measured, Metrics.ERRORS_RATE);
        return throughput == null || errors == null || !errors.step().equals(throughput.step()) ? null : errors.value();
    }
}
