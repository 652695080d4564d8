package org.benchlens.imports.k6.text;

import java.util.Map;
import java.util.TreeMap;

import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Attributes;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Turns a run read from k6 text output into a {@link RunDraft}: every printed statistic under
 * its k6 name ({@code http_req_duration.p(95)} in ms, {@code http_reqs.rate}, {@code data_received.count}
 * in bytes; a script's metric named like a normalised one as {@code k6:errors.rate}), the normalised
 * metrics beside them, per step, and the attributes that say what ran.
 */
final class K6TextDrafts {

    /** Where errors.rate came from when k6's own http_req_failed is absent: a script's custom rate. */
    static final String ERRORS_SOURCE = "errors.source";
    static final String THRESHOLDS_FAILED = "thresholds.failed";
    static final String GROUPS = "groups";
    static final String EXECUTOR_PREFIX = "k6.executor.";
    private static final int MAX_TEXT = 1000;
    /** What operations are counted by: requests, else iterations. */
    static final String[] OPERATIONS = {"http_reqs", "iterations"};
    /** k6's own failure rate, else the one scripts kept before it. */
    private static final String[] FAILURE_RATES = {"http_req_failed", "failed requests", "failed_requests"};

    private K6TextDrafts() {
    }

    static RunDraft draft(K6TextRun run, String format) {
        Map<String, K6TextMetric> total = run.metricsByStep().getOrDefault(Steps.TOTAL, Map.of());
        TreeMap<String, String> attributes = new TreeMap<>(run.context().values());
        if (run.bannerScript() != null && !attributes.containsKey(K6CommandLine.SCRIPT)) {
            attributes.put(K6CommandLine.SCRIPT, run.bannerScript());
            attributes.put(AttributeKeys.SCENARIO, K6CommandLine.scenarioOf(run.bannerScript()));
        }
        attributes.put(AttributeKeys.TOOL, K6StoredNames.TOOL);
        put(attributes, AttributeKeys.VUS, loadLevel(run, total));
        put(attributes, AttributeKeys.STATUS, run.status());
        put(attributes, AttributeKeys.THRESHOLDS, run.thresholds());
        put(attributes, THRESHOLDS_FAILED, run.failedThresholds().isEmpty() ? null : String.join(", ", run.failedThresholds()));
        put(attributes, GROUPS, run.groups().isEmpty() ? null : abbreviated(String.join(", ", run.groups())));
        run.executors().forEach((name, description) -> attributes.put(EXECUTOR_PREFIX + name, description));
        K6TextMetric operations = first(total, OPERATIONS);
        if (operations != null && !operations.name().equals(OPERATIONS[0])) {
            attributes.put(AttributeKeys.THROUGHPUT_SOURCE, operations.name() + " rate");
        }

        RunDraft draft = new RunDraft(format, abbreviated(name(attributes)));
        boolean incomplete = run.status() != null;
        run.metricsByStep().forEach((step, metrics) -> {
            metrics.values().forEach(metric -> metric.stats().forEach((stat, value) ->
                    draft.measure(step, K6StoredNames.of(metric.name(), stat), value.number(), value.unit())));
            String errorsSource = normalise(draft, step, metrics, incomplete);
            if (errorsSource != null) {
                attributes.put(ERRORS_SOURCE, errorsSource);
            }
        });
        for (K6TextRun.Check check : run.checks()) {
            String metric = "checks{check:" + check.name() + "}";
            draft.measure(check.step(), metric + ".rate", check.rate(), Units.RATIO);
            draft.measure(check.step(), metric + ".passes", check.passes(), Units.COUNT);
            draft.measure(check.step(), metric + ".fails", check.fails(), Units.COUNT);
        }
        if (run.durationSeconds() != null) {
            draft.measure(Steps.TOTAL, Metrics.DURATION, run.durationSeconds(), Units.SECONDS);
        }
        return draft.attributes(new Attributes(attributes));
    }

    /** Adds the normalised metrics of one step; answers the script's own rate errors.rate came from, if any. */
    private static String normalise(RunDraft draft, String step, Map<String, K6TextMetric> metrics, boolean incomplete) {
        K6TextMetric requests = first(metrics, OPERATIONS);
        copy(draft, step, requests, "count", Metrics.OPERATIONS);
        if (!incomplete) {
            copy(draft, step, requests, "rate", Metrics.THROUGHPUT);
        }
        K6TextMetric duration = metrics.get("http_req_duration");
        if (duration != null) {
            duration.stats().forEach((stat, value) -> {
                String latency = Metrics.latencyFor(stat);
                if (latency != null && value.unit().equals(Units.MILLISECONDS)) {
                    draft.measure(step, latency, value.number(), Units.MILLISECONDS);
                }
            });
        }
        String errorsSource = errors(draft, step, metrics);
        copy(draft, step, metrics.get("data_received"), "count", Metrics.DATA_RECEIVED);
        copy(draft, step, metrics.get("data_sent"), "count", Metrics.DATA_SENT);
        copy(draft, step, first(metrics, "vus", "vus_max"), "max", Metrics.VUS_MAX);
        copy(draft, step, first(metrics, "checks", "checks_succeeded"), "rate", Metrics.CHECKS_RATE);
        return errorsSource;
    }

    /** errors.rate and errors.count (the passes of a failure rate); answers the script's own rate they came from. */
    private static String errors(RunDraft draft, String step, Map<String, K6TextMetric> metrics) {
        K6TextMetric failed = first(metrics, FAILURE_RATES);
        if (failed == null || failed.kind() != K6TextMetric.Kind.RATE) {
            return null;
        }
        copy(draft, step, failed, "rate", Metrics.ERRORS_RATE);
        copy(draft, step, failed, "passes", Metrics.ERRORS);
        return failed.name().equals("http_req_failed") ? null : failed.name();
    }

    /** The first of the named metrics the step has, or null. */
    static K6TextMetric first(Map<String, K6TextMetric> metrics, String... names) {
        for (String name : names) {
            K6TextMetric metric = metrics.get(name);
            if (metric != null) {
                return metric;
            }
        }
        return null;
    }

    private static void copy(RunDraft draft, String step, K6TextMetric metric, String stat, String normalised) {
        K6TextMetric.Value value = metric == null ? null : metric.stat(stat);
        if (value != null) {
            draft.measure(step, normalised, value.number(), value.unit());
        }
    }

    /** The load level: the scenarios' max VUs, else the most VUs k6 allocated or ran. */
    private static String loadLevel(K6TextRun run, Map<String, K6TextMetric> total) {
        if (run.plannedMaxVus() != null) {
            return Integer.toString(run.plannedMaxVus());
        }
        for (String gauge : new String[] {"vus_max", "vus"}) {
            K6TextMetric.Value max = total.containsKey(gauge) ? total.get(gauge).stat("max") : null;
            if (max != null && max.number() > 0) {
                return wholeOrDecimal(max.number());
            }
        }
        return run.runningVus() == null ? null : Integer.toString(run.runningVus());
    }

    /** {@code GETSingle 10 VUs on m5a.large}, or with the Markdown section where no instance is known. */
    private static String name(Map<String, String> attributes) {
        StringBuilder name = new StringBuilder(attributes.getOrDefault(AttributeKeys.SCENARIO, "k6 run"));
        if (attributes.containsKey(AttributeKeys.VUS)) {
            name.append(' ').append(attributes.get(AttributeKeys.VUS)).append(" VUs");
        }
        if (attributes.containsKey(AttributeKeys.INSTANCE)) {
            name.append(" on ").append(attributes.get(AttributeKeys.INSTANCE));
        } else if (attributes.containsKey(K6TextContext.SECTION)) {
            name.append(" (").append(attributes.get(K6TextContext.SECTION));
            if (attributes.containsKey(K6TextContext.SUBSECTION)) {
                name.append(' ').append(attributes.get(K6TextContext.SUBSECTION));
            }
            name.append(')');
        }
        return name.toString();
    }

    /** Text cut to what the store keeps of a name or attribute, marked where it was cut. */
    private static String abbreviated(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 3) + "...";
    }

    private static void put(Map<String, String> attributes, String key, String value) {
        if (value != null) {
            attributes.put(key, value);
        }
    }

    private static String wholeOrDecimal(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
