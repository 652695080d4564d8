package org.benchlens.imports.k6.summary;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.benchlens.imports.ImportContext;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Adds the normalised measurements ({@link Metrics}) of a k6 summary to the whole-run step, so
 * that k6 runs compare with those of other tools: throughput and operations from
 * {@code http_reqs}, latencies from {@code http_req_duration}, errors from
 * {@code http_req_failed} or the script's own failure rate, and so on.
 */
final class K6Normaliser {

    static final String ERRORS_SOURCE = "errors.source";
    static final String DURATION_SOURCE = "duration.source";
    static final String THROUGHPUT_SOURCE = AttributeKeys.THROUGHPUT_SOURCE;

    private final K6Summary summary;
    private final RunDraft run;
    private final ImportContext context;

    private K6Normaliser(K6Summary summary, RunDraft run, ImportContext context) {
        this.summary = summary;
        this.run = run;
        this.context = context;
    }

    static void apply(K6Summary summary, RunDraft run, ImportContext context) {
        K6Normaliser normaliser = new K6Normaliser(summary, run, context);
        normaliser.requests();
        normaliser.latency();
        normaliser.errors();
        normaliser.data();
        normaliser.load();
        normaliser.duration();
        normaliser.checks();
        normaliser.rateDisagreements();
    }

    /** A rate the file states is kept as stated; where its passes and fails say otherwise, that is a note. */
    private void rateDisagreements() {
        for (K6Metric metric : summary.metrics()) {
            if (metric.type() != K6Metric.Type.RATE || !metric.values().containsKey("rate")) {
                continue;
            }
            double stated = metric.value("rate");
            metric.countedRate().ifPresent(counted -> {
                if (Math.abs(stated - counted) > 1e-9) {
                    context.note("the rate of \"" + metric.name() + "\" is " + stated + " but its passes and fails ("
                            + (long) metric.value("passes") + " and " + (long) metric.value("fails") + ") give "
                            + counted + "; the stated rate is kept");
                }
            });
        }
    }

    /**
     * Throughput is {@code http_reqs}' rate; the 1.5 summary keeps only counts, so there it is
     * the count over the stated test duration, which is how k6 computes every counter's rate.
     */
    private void requests() {
        Optional<K6Metric> requests = summary.find("http_reqs");
        Optional<K6Metric> operations = requests.or(() -> summary.find("iterations"));
        operations.ifPresent(counter -> {
            measure(Metrics.OPERATIONS, counter.value("count"), Units.COUNT);
            if (counter.values().containsKey("rate")) {
                measure(Metrics.THROUGHPUT, counter.value("rate"), Units.PER_SECOND);
                if (requests.isEmpty()) {
                    run.attribute(THROUGHPUT_SOURCE, "iterations rate");
                }
            } else if (summary.durationSeconds().filter(seconds -> seconds > 0).isPresent()) {
                measure(Metrics.THROUGHPUT, counter.value("count") / summary.durationSeconds().get(), Units.PER_SECOND);
                run.attribute(THROUGHPUT_SOURCE, "derived from " + counter.name() + " count / "
                        + summary.durationSource());
            }
        });
        if (requests.isEmpty() && operations.isPresent()) {
            context.note("the summary has no http_reqs (not an HTTP test), so its throughput is the iterations"
                    + " rate; the other counters are kept under their own names");
        }
    }

    /** The latencies of {@code http_req_duration} from best to worst, whatever order the file has. */
    private void latency() {
        summary.find("http_req_duration").ifPresent(duration -> duration.values().entrySet().stream()
                .filter(entry -> latencyMetric(entry.getKey()) != null)
                .sorted(Comparator.comparingDouble(entry -> readingOrder(entry.getKey())))
                .forEach(entry -> measure(latencyMetric(entry.getKey()), entry.getValue(), Units.MILLISECONDS)));
    }

    /** avg, min, med, the percentiles by rank, max. */
    private static double readingOrder(String statistic) {
        return switch (statistic) {
            case "avg" -> -3;
            case "min" -> -2;
            case "med" -> -1;
            case "max" -> 1000;
            default -> Double.parseDouble(statistic.substring(2, statistic.length() - 1));
        };
    }

    /** {@code p(95)} → latency.p95, and any other percentile the same way; null for {@code count}. */
    static String latencyMetric(String statistic) {
        String known = Metrics.latencyFor(statistic);
        if (known != null || !K6Metric.isPercentile(statistic)) {
            return known;
        }
        return "latency.p" + statistic.substring(2, statistic.length() - 1);
    }

    /**
     * {@code http_req_failed} (k6 v0.31 and later) counts failed requests as its passes. Before
     * it, scripts kept their own rate, such as {@code failed requests} or {@code errorRate}.
     */
    private void errors() {
        Optional<K6Metric> source = summary.find("http_req_failed").or(this::scriptErrorRate);
        source.ifPresent(metric -> {
            measure(Metrics.ERRORS_RATE, metric.rate(), Units.RATIO);
            measure(Metrics.ERRORS, metric.value("passes"), Units.COUNT);
            run.attribute(ERRORS_SOURCE, metric.name());
        });
    }

    private Optional<K6Metric> scriptErrorRate() {
        List<K6Metric> candidates = summary.metrics().stream()
                .filter(m -> m.type() == K6Metric.Type.RATE)
                .filter(m -> !m.name().contains("{") && !m.baseName().startsWith("checks"))
                .filter(m -> m.name().toLowerCase(Locale.ROOT).matches(".*(fail|err).*"))
                .toList();
        if (candidates.size() > 1) {
            context.note("errors.rate is taken from \"" + candidates.get(0).name() + "\"; "
                    + candidates.subList(1, candidates.size()).stream().map(K6Metric::name).toList()
                    + " look like error rates too and are kept under their own names");
        }
        return candidates.stream().findFirst();
    }

    private void data() {
        summary.find("data_received").ifPresent(m -> measure(Metrics.DATA_RECEIVED, m.value("count"), Units.BYTES));
        summary.find("data_sent").ifPresent(m -> measure(Metrics.DATA_SENT, m.value("count"), Units.BYTES));
    }

    private void load() {
        summary.find("vus").ifPresent(m -> measure(Metrics.VUS_MAX, m.value("max"), Units.COUNT));
    }

    /**
     * The duration the file states, or else the one every counter implies: k6 divides each
     * counter's count by the whole test time (setup and graceful stop included) to give its rate.
     */
    private void duration() {
        if (summary.durationSeconds().isPresent()) {
            measure(Metrics.DURATION, summary.durationSeconds().get(), Units.SECONDS);
            run.attribute(DURATION_SOURCE, summary.durationSource());
            return;
        }
        List<K6Metric> counters = summary.metrics().stream()
                .filter(m -> m.type() == K6Metric.Type.COUNTER && m.value("rate") > 0 && m.value("count") > 0)
                .toList();
        counters.stream().filter(m -> m.name().equals("http_reqs")).findFirst()
                .or(() -> counters.stream().findFirst())
                .ifPresent(counter -> {
                    measure(Metrics.DURATION, counter.value("count") / counter.value("rate"), Units.SECONDS);
                    run.attribute(DURATION_SOURCE, "derived from " + counter.name() + " count / rate");
                });
    }

    private void checks() {
        Optional<K6Metric> checks = summary.checksRate();
        if (checks.isPresent()) {
            measure(Metrics.CHECKS_RATE, checks.get().rate(), Units.RATIO);
            return;
        }
        long passes = summary.checkPasses();
        long fails = summary.checkFails();
        if (passes + fails > 0) {
            measure(Metrics.CHECKS_RATE, (double) passes / (passes + fails), Units.RATIO);
        }
    }

    private void measure(String metric, double value, String unit) {
        run.measure(Steps.TOTAL, metric, value, unit);
    }
}
