package org.benchlens.analysis.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The merged run's other figures, each by what it is: counts, bytes and rates add up (three
 * generators of 100 req/s made 300); a share (failed requests) is weighted by each run's operations;
 * a minimum or maximum is the least or greatest; an average is weighted by its count; the duration
 * is the time from the first start to the last end. A figure none of these makes exactly, such as a
 * percentile without a histogram, is left out and named.
 */
final class MergedMeasurements {

    /** Units whose figures add up across load generators, and their one-second series too. */
    static final Set<String> ADDITIVE = Set.of(Units.COUNT, Units.BYTES, Units.PER_SECOND, Units.BYTES_PER_SECOND);
    private static final Set<String> TIMES = Set.of(Units.MILLISECONDS, Units.SECONDS);

    private MergedMeasurements() {
    }

    static void measure(List<RunContent> runs, RunDraft draft, Collection<String> leftOut) {
        for (Measurement measurement : runs.get(0).measurements()) {
            String step = measurement.step();
            String metric = measurement.metric();
            if (!Double.isNaN(draft.value(step, metric))) {
                continue;
            }
            double[] values = values(runs, step, metric);
            double merged = values == null ? Double.NaN : combine(runs, measurement, values);
            if (Double.isNaN(merged)) {
                leftOut.add(metric);
            } else {
                draft.measure(step, metric, merged, measurement.unit());
            }
        }
    }

    private static double combine(List<RunContent> runs, Measurement measurement, double[] values) {
        String metric = measurement.metric();
        String unit = measurement.unit();
        if (metric.equals(Metrics.DURATION)) {
            double span = measurement.step().equals(Steps.TOTAL) ? RunMerge.span(runs, values) : Double.NaN;
            return Double.isNaN(span) ? Arrays.stream(values).max().orElse(Double.NaN) : span;
        }
        if (ADDITIVE.contains(unit)) {
            return Arrays.stream(values).sum();
        }
        if (unit.equals(Units.RATIO)) {
            return weighted(values, values(runs, measurement.step(), Metrics.OPERATIONS));
        }
        if (TIMES.contains(unit)) {
            if (metric.endsWith(".min")) {
                return Arrays.stream(values).min().orElse(Double.NaN);
            }
            if (metric.endsWith(".max")) {
                return Arrays.stream(values).max().orElse(Double.NaN);
            }
            if (metric.endsWith(".avg")) {
                String counted = metric.substring(0, metric.length() - ".avg".length()) + ".count";
                double[] counts = values(runs, measurement.step(), counted);
                return weighted(values, counts != null ? counts : values(runs, measurement.step(), Metrics.OPERATIONS));
            }
        }
        return Double.NaN;
    }

    /** The metric of every run, in their order; null when some run does not measure it. */
    static double[] values(List<RunContent> runs, String step, String metric) {
        List<Double> values = new ArrayList<>();
        for (RunContent run : runs) {
            Optional<Measurement> measured = run.result().find(step, metric);
            if (measured.isEmpty()) {
                return null;
            }
            values.add(measured.get().value());
        }
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The mean of values, each weighted by its count; NaN without counts or when none was counted. */
    private static double weighted(double[] values, double[] counts) {
        if (counts == null) {
            return Double.NaN;
        }
        double sum = 0;
        double total = 0;
        for (int i = 0; i < values.length; i++) {
            sum += values[i] * counts[i];
            total += counts[i];
        }
        return total > 0 ? sum / total : Double.NaN;
    }
}
