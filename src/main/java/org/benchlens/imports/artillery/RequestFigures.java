package org.benchlens.imports.artillery;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The figures of one step of an Artillery period that BenchLens compares across tools: the requests sent, the
 * responses (a response of any status code), the errors by code (a virtual user's error, which ends it: a timeout,
 * a refused connection, a failed capture), the seconds the figures span and the response times in milliseconds
 * under their normalised names. Errors count as failures, never as throughput.
 */
record RequestFigures(double requests, double responses, Map<String, Double> errors, OptionalDouble seconds,
                      Map<String, Double> latencies) {

    RequestFigures {
        errors = Map.copyOf(errors);
        latencies = Map.copyOf(new LinkedHashMap<>(latencies));
    }

    double errorCount() {
        return errors.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Responses a second over the span of the figures; empty without a span. */
    OptionalDouble throughput() {
        return seconds.isPresent() && seconds.getAsDouble() > 0
                ? OptionalDouble.of(responses / seconds.getAsDouble()) : OptionalDouble.empty();
    }

    /**
     * Errors over the requests sent. An error after a response (a failed capture) is counted in both, so the
     * share is held at 1 at most.
     */
    double errorRate() {
        double failed = errorCount();
        return requests > 0 ? Math.min(1, failed / requests) : failed > 0 ? 1 : 0;
    }

    void addTo(RunDraft draft, String step) {
        draft.measure(step, Metrics.OPERATIONS, responses, Units.COUNT);
        throughput().ifPresent(value -> draft.measure(step, Metrics.THROUGHPUT, value, Units.PER_SECOND));
        seconds.ifPresent(value -> draft.measure(step, Metrics.DURATION, value, Units.SECONDS));
        draft.measure(step, Metrics.ERRORS, errorCount(), Units.COUNT);
        draft.measure(step, Metrics.ERRORS_RATE, errorRate(), Units.RATIO);
        errors.forEach((code, count) -> draft.measure(step, errorMetric(code), count, Units.COUNT));
        latencies.forEach((metric, value) -> draft.measure(step, metric, value, Units.MILLISECONDS));
    }

    /** {@code errors.ETIMEDOUT}, Artillery's own name; a code named like a normalised figure keeps its code. */
    static String errorMetric(String code) {
        String metric = "errors." + code;
        return metric.equals(Metrics.ERRORS) || metric.equals(Metrics.ERRORS_RATE) ? "errors.code." + code : metric;
    }
}
