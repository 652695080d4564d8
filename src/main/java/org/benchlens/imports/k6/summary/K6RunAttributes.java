package org.benchlens.imports.k6.summary;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * The attributes of a run read from a k6 summary: whether its thresholds passed and which
 * failed, how its checks went, its load level ({@code vus}), which k6 wrote it, and whatever
 * else the file tells.
 */
final class K6RunAttributes {

    static final String THRESHOLDS_FAILED = "thresholds.failed";
    static final String CHECKS = "checks";
    private static final int MAX_VALUE = 4096;

    private final K6Summary summary;
    private final RunDraft run;
    private final ImportContext context;

    private K6RunAttributes(K6Summary summary, RunDraft run, ImportContext context) {
        this.summary = summary;
        this.run = run;
        this.context = context;
    }

    static void apply(K6Summary summary, RunDraft run, ImportContext context) {
        K6RunAttributes attributes = new K6RunAttributes(summary, run, context);
        attributes.thresholds();
        attributes.checks();
        attributes.load();
        put(run, AttributeKeys.TOOL, K6StoredNames.TOOL);
        put(run, AttributeKeys.K6_VERSION, summary.versionHint());
        summary.attributes().forEach((key, value) -> put(run, key, value));
    }

    private void thresholds() {
        List<K6Threshold> all = summary.metrics().stream().flatMap(m -> m.thresholds().stream()).toList();
        List<K6Threshold> failed = all.stream().filter(K6Threshold::failed).toList();
        all.forEach(this::noteIfOdd);
        if (all.isEmpty()) {
            summary.passed().ifPresent(passed -> put(run, AttributeKeys.THRESHOLDS, passed ? "passed" : "failed"));
            return;
        }
        put(run, AttributeKeys.THRESHOLDS, failed.isEmpty() ? "passed" : "failed");
        if (!failed.isEmpty()) {
            put(run, THRESHOLDS_FAILED, String.join("; ", failed.stream().map(K6Threshold::toString).toList()));
        }
    }

    /** A threshold on a statistic its metric does not have, such as p(90) of a counter, can never pass. */
    private void noteIfOdd(K6Threshold threshold) {
        summary.find(threshold.metric()).ifPresent(metric -> {
            String statistic = threshold.statistic();
            if (metric.type() != null && !metric.hasStatistic(statistic)) {
                context.note("the threshold \"" + threshold.expression() + "\" on " + metric.name() + " tests "
                        + statistic + ", which " + K6Metric.describe(metric.type()) + " does not have; k6 reported it "
                        + (threshold.failed() ? "as failed" : "as passed"));
            }
        });
    }

    /** {@code checks=66.67% passed (298 of 447)}, from the checks metric or else from the groups. */
    private void checks() {
        Optional<K6Metric> metric = summary.checksRate();
        double passes = metric.map(m -> m.value("passes")).orElse((double) summary.checkPasses());
        double fails = metric.map(m -> m.value("fails")).orElse((double) summary.checkFails());
        double total = passes + fails;
        if (total > 0) {
            put(run, CHECKS, String.format(Locale.ROOT, "%.2f%% passed (%s of %s)",
                    100 * passes / total, number(passes), number(total)));
        }
    }

    /** The load level: the VUs k6 had at most ({@code vus_max}), else the most that ran. */
    private void load() {
        summary.find("vus_max").or(() -> summary.find("vus"))
                .map(m -> m.value("max"))
                .filter(max -> !max.isNaN())
                .ifPresent(max -> put(run, AttributeKeys.VUS, number(max)));
    }

    static void put(RunDraft run, String key, String value) {
        if (value != null) {
            run.attribute(key, value.length() <= MAX_VALUE ? value : value.substring(0, MAX_VALUE - 3) + "...");
        }
    }

    /** A number as a person writes it: 230, not 230.0. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
