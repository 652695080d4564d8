package org.benchlens.imports.k6.summary;

import java.time.Duration;
import java.util.Map;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.k6.K6StoredNames;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Turns a {@link K6Summary} into one run, the same way for every JSON shape of the summary:
 * the normalised measurements first, then every metric under its own name
 * ({@code <metric>.<statistic>}, such as {@code http_req_duration.p(95)}), then one step per
 * group with its checks.
 */
final class K6SummaryMapper {

    /** Longest step and metric names the store keeps. */
    private static final int MAX_STEP = 512;
    private static final int MAX_METRIC = 256;

    private final K6Summary summary;
    private final ImportContext context;
    private final RunDraft run;

    private K6SummaryMapper(String format, String name, K6Summary summary, ImportContext context) {
        this.summary = summary;
        this.context = context;
        this.run = new RunDraft(format, name);
    }

    static RunDraft toRun(String format, String name, K6Summary summary, ImportContext context) {
        K6SummaryMapper mapper = new K6SummaryMapper(format, name, summary, context);
        K6Normaliser.apply(summary, mapper.run, context);
        mapper.metrics();
        mapper.groups();
        mapper.times();
        K6RunAttributes.apply(summary, mapper.run, context);
        return mapper.run;
    }

    private void metrics() {
        for (K6Metric metric : summary.metrics()) {
            context.checkCancelled();
            if (metric.values().isEmpty()) {
                context.note("the metric \"" + metric.name() + "\" holds no statistic BenchLens knows; left out");
            } else if (metric.type() == null) {
                context.note("could not tell what kind of metric \"" + metric.name()
                        + "\" is; its numbers are kept without a unit");
            }
            if (metric.type() == K6Metric.Type.RATE) {
                rate(metric);
            } else {
                metric.values().forEach((statistic, value) ->
                        measure(Steps.TOTAL, K6StoredNames.of(metric.name(), statistic), value, metric.unitOf(statistic)));
            }
        }
    }

    /** Rate, passes and fails; the rate is computed, as k6 before v0.30 wrote 0 as its value. */
    private void rate(K6Metric metric) {
        measure(Steps.TOTAL, K6StoredNames.of(metric.name(), "rate"), metric.rate(), Units.RATIO);
        for (Map.Entry<String, Double> entry : metric.values().entrySet()) {
            String statistic = entry.getKey();
            if (!statistic.equals("rate") && !statistic.equals("value")) {
                measure(Steps.TOTAL, K6StoredNames.of(metric.name(), statistic), entry.getValue(), metric.unitOf(statistic));
            }
        }
    }

    /**
     * One step per group, named by its path ({@code s1::case one}), with the passes and fails of
     * its own checks, and each check under {@code checks{check:<name>}}. Checks outside any group
     * go to the whole-run step.
     */
    private void groups() {
        for (K6Group group : summary.groups()) {
            context.checkCancelled();
            String step = stepOf(group);
            if (!group.isRoot()) {
                long passes = group.passes();
                long fails = group.fails();
                measure(step, "checks.passes", passes, Units.COUNT);
                measure(step, "checks.fails", fails, Units.COUNT);
                if (passes + fails > 0) {
                    measure(step, "checks.rate", (double) passes / (passes + fails), Units.RATIO);
                }
            }
            for (K6Check check : group.checks()) {
                String metric = "checks{check:" + check.name() + "}";
                measure(step, metric + ".passes", check.passes(), Units.COUNT);
                measure(step, metric + ".fails", check.fails(), Units.COUNT);
            }
        }
    }

    /** A group named like the whole-run step keeps k6's leading {@code ::} to stay apart from it. */
    private static String stepOf(K6Group group) {
        if (group.isRoot()) {
            return Steps.TOTAL;
        }
        return group.path().equals(Steps.TOTAL) ? "::" + Steps.TOTAL : group.path();
    }

    /** The 1.5 summary says when it was written, which is when the run ended. */
    private void times() {
        summary.endedAt().ifPresent(end -> {
            run.endedAt(end);
            summary.durationSeconds().ifPresent(seconds ->
                    run.startedAt(end.minus(Duration.ofMillis(Math.round(seconds * 1000)))));
        });
    }

    private void measure(String step, String name, double value, String unit) {
        if (step.length() > MAX_STEP || name.length() > MAX_METRIC) {
            context.note("left out " + name + " of " + step + ": its name is longer than BenchLens stores");
            return;
        }
        if (name.startsWith(K6StoredNames.APART)) {
            String own = name.substring(K6StoredNames.APART.length());
            context.note("the script's own " + own + " is kept as " + name + ", apart from BenchLens's normalised " + own);
        }
        run.measure(step, name, value, unit);
    }
}
