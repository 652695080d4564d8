package org.benchlens.imports.k6.points;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.HdrHistogram.Histogram;

import org.benchlens.imports.requests.RunningStats;
import org.benchlens.imports.requests.TrendPercentiles;
import org.benchlens.model.LatencySummary;
import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * The measurements of one step of a k6 run read from its points: each metric under k6's own
 * names ({@code http_req_duration.p(95)}, {@code http_reqs.count}, ...) as the summary would
 * show them, and the normalised ones. Averages, minimums and maximums are exact; percentiles are
 * exact too (k6's linear interpolation over every value) while the file's values fit in its budget,
 * and come from the step's histogram past it.
 */
final class K6PointMeasures {

    private final RunDraft draft;
    private final K6PointRun run;
    private final boolean failuresFromMetric;
    private final boolean cutShort;
    private final Set<String> renamed = new TreeSet<>();
    private final Set<String> fromHistograms = new TreeSet<>();
    /** Percentiles by step and trend: the latency's are asked for twice, under k6's name and the normalised one. */
    private final Map<String, double[]> percentilesOf = new java.util.HashMap<>();

    /**
     * @param failuresFromMetric true when the run has http_req_failed points (k6 0.31 and later): they
     *                           say which requests failed; otherwise a status of 0 or 400 and above does
     * @param cutShort           true for a run that did not finish: it gets no rates
     */
    K6PointMeasures(RunDraft draft, K6PointRun run, boolean failuresFromMetric, boolean cutShort) {
        this.draft = draft;
        this.run = run;
        this.failuresFromMetric = failuresFromMetric;
        this.cutShort = cutShort;
    }

    /** The normalised measurements of the step, then each metric under k6's names. */
    void measure(K6PointStep step) {
        double duration = step.durationSeconds();
        measureNormalised(step, duration);
        for (Map.Entry<String, RunningStats> metric : step.allStats().entrySet()) {
            measureMetric(step.name(), metric.getKey(), metric.getValue(), duration);
        }
    }

    /** Trends whose percentiles came from their histogram, their values being too many to keep. */
    Set<String> fromHistograms() {
        return fromHistograms;
    }

    /** Script metrics whose names were those of normalised measurements, kept as {@code k6:<name>}. */
    Set<String> renamed() {
        return renamed;
    }

    private void measureMetric(String step, String metric, RunningStats stats, double duration) {
        K6PointMetricDefinition definition = run.definitions().get(metric);
        String type = typeOf(metric, definition);
        String contains = definition != null && !definition.contains().isBlank() ? definition.contains()
                : K6PointMetricKind.builtinContents(metric, type);
        String unit = switch (contains) {
            case "time" -> Units.MILLISECONDS;
            case "data" -> Units.BYTES;
            default -> Units.NONE;
        };
        switch (type) {
            case "counter" -> {
                k6(step, metric, "count", stats.sum(), contains.equals("data") ? Units.BYTES : Units.COUNT);
                k6(step, metric, "rate", rate(stats.sum(), duration), Units.PER_SECOND);
            }
            case "gauge" -> {
                k6(step, metric, "value", stats.last(), unit);
                k6(step, metric, "min", stats.min(), unit);
                k6(step, metric, "max", stats.max(), unit);
            }
            case "rate" -> {
                k6(step, metric, "rate", (double) stats.nonZero() / stats.count(), Units.RATIO);
                k6(step, metric, "passes", stats.nonZero(), Units.COUNT);
                k6(step, metric, "fails", stats.count() - stats.nonZero(), Units.COUNT);
            }
            default -> {
                k6(step, metric, "avg", stats.mean(), unit);
                k6(step, metric, "min", stats.min(), unit);
                k6(step, metric, "max", stats.max(), unit);
                k6(step, metric, "count", stats.count(), Units.COUNT);
                double[] percentiles = percentiles(step, metric, stats);
                for (int i = 0; percentiles != null && i < percentiles.length; i++) {
                    k6(step, metric, LatencySummary.NAMES.get(i), percentiles[i], unit);
                }
            }
        }
    }

    /** A measurement under k6's name, or as {@code k6:<name>} where that is a normalised name ({@link K6StoredNames}). */
    private void k6(String step, String metric, String statistic, double value, String unit) {
        String name = K6StoredNames.of(metric, statistic);
        if (K6StoredNames.isApart(metric, statistic)) {
            renamed.add(metric + "." + statistic);
        } else if (Metrics.NORMALISED.contains(name) && !Double.isNaN(draft.value(step, name))) {
            // k6's own vus and checks: the normalised vus.max and checks.rate already are these figures
            return;
        }
        draft.measure(step, name, value, unit);
    }

    /** The metric's type from its Metric line; for k6's own metrics without one, the type they always have. */
    static String typeOf(String metric, K6PointMetricDefinition definition) {
        if (definition != null && !definition.type().isBlank()) {
            return definition.type();
        }
        String builtin = K6PointMetricKind.builtinType(metric);
        return builtin == null ? "trend" : builtin;
    }

    private void measureNormalised(K6PointStep step, double duration) {
        String name = step.name();
        RunningStats requests = step.stats(K6PointMetricKind.HTTP_REQS.metricName());
        boolean http = requests != null;
        RunningStats operations = http ? requests : step.stats(K6PointMetricKind.ITERATIONS.metricName());
        String latencyMetric =
                (http ? K6PointMetricKind.HTTP_REQ_DURATION : K6PointMetricKind.ITERATION_DURATION).metricName();
        if (operations != null) {
            draft.measure(name, Metrics.OPERATIONS, operations.sum(), Units.COUNT);
            draft.measure(name, Metrics.THROUGHPUT, rate(operations.sum(), duration), Units.PER_SECOND);
        }
        RunningStats latency = step.stats(latencyMetric);
        if (latency != null) {
            double[] percentiles = percentiles(name, latencyMetric, latency);
            new LatencySummary(latency.mean(), latency.min(), latency.max(), percentiles == null ? List.of()
                    : Arrays.stream(percentiles).boxed().toList()).measure(draft, name);
        }
        if (http) {
            measureErrors(step, requests);
        }
        measureSum(step, K6PointMetricKind.DATA_RECEIVED, Metrics.DATA_RECEIVED);
        measureSum(step, K6PointMetricKind.DATA_SENT, Metrics.DATA_SENT);
        RunningStats vus = step.stats(K6PointMetricKind.VUS.metricName());
        if (vus != null) {
            draft.measure(name, Metrics.VUS_MAX, vus.max(), Units.COUNT);
        }
        RunningStats checks = step.stats(K6PointMetricKind.CHECKS.metricName());
        if (checks != null) {
            draft.measure(name, Metrics.CHECKS_RATE, (double) checks.nonZero() / checks.count(), Units.RATIO);
        }
        draft.measure(name, Metrics.DURATION, duration, Units.SECONDS);
    }

    private void measureErrors(K6PointStep step, RunningStats requests) {
        long failed;
        long total;
        if (failuresFromMetric) {
            RunningStats flags = step.stats(K6PointMetricKind.HTTP_REQ_FAILED.metricName());
            failed = flags == null ? 0 : flags.nonZero();
            total = flags == null ? requests.count() : flags.count();
        } else {
            failed = step.statusFailures();
            total = requests.count();
        }
        draft.measure(step.name(), Metrics.ERRORS, failed, Units.COUNT);
        if (total > 0) {
            draft.measure(step.name(), Metrics.ERRORS_RATE, (double) failed / total, Units.RATIO);
        }
    }

    private void measureSum(K6PointStep step, K6PointMetricKind kind, String normalised) {
        RunningStats stats = step.stats(kind.metricName());
        if (stats != null) {
            draft.measure(step.name(), normalised, stats.sum(), Units.BYTES);
        }
    }

    /** Per second over the step's duration; none for a run cut short or a single instant. */
    private double rate(double count, double seconds) {
        return cutShort || seconds <= 0 ? Double.NaN : count / seconds;
    }

    /** The step's percentiles of a trend, exact where its values were kept; null without values. */
    private double[] percentiles(String step, String metric, RunningStats stats) {
        return percentilesOf.computeIfAbsent(step + '\n' + metric, key -> compute(step, metric, stats));
    }

    private double[] compute(String step, String metric, RunningStats stats) {
        double[] values = run.values(step, metric);
        Histogram histogram = values == null ? run.histogram(step, metric) : null;
        if (values == null && histogram != null) {
            fromHistograms.add(metric);
        }
        return TrendPercentiles.of(values, histogram, stats.min(), stats.max());
    }
}
