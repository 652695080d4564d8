package org.benchlens.analysis.merge;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;

/**
 * Several load generators' runs of one test (k6 run on three machines at once) made one run: counts
 * and rates add up, latency comes from the merged histograms, never from averaged percentiles, and
 * one-second series add up second by second (decision 0081).
 */
public final class RunMerge {

    private RunMerge() {
    }

    /**
     * @param runs the runs, everything stored of them
     * @param name the merged run's name; blank for one made of the runs' names
     * @throws IllegalArgumentException with one sentence when the runs cannot be merged
     */
    public static MergedRun of(List<RunContent> runs, String name) {
        MergeChecks.check(runs);
        RunDraft draft = new RunDraft(runs.get(0).run().format(), name == null || name.isBlank()
                ? defaultName(runs) : name.strip());
        draft.startedAt(runs.stream().map(c -> c.run().startedAt()).filter(Objects::nonNull)
                .min(Comparator.naturalOrder()).orElse(null));
        draft.endedAt(runs.stream().map(c -> c.run().endedAt()).filter(Objects::nonNull)
                .max(Comparator.naturalOrder()).orElse(null));
        MergedAttributes.apply(runs, draft);
        Set<String> leftOut = new LinkedHashSet<>();
        MergedLatency.measure(runs, draft, leftOut);
        MergedMeasurements.measure(runs, draft, leftOut);
        MergedSeries.add(runs, draft, leftOut);
        return new MergedRun(draft, leftOut.isEmpty() ? List.of() : List.of(leftOut(leftOut)));
    }

    /** The runs' name when they share one, with how many were merged; else their ids. */
    private static String defaultName(List<RunContent> runs) {
        String first = runs.get(0).run().name();
        boolean shared = runs.stream().allMatch(c -> c.run().name().equals(first));
        return shared ? first + " (" + runs.size() + " load generators)"
                : "merged runs " + MergeChecks.ids(runs);
    }

    /**
     * Seconds from the earliest start to the last end: the latest of each run's start (after the
     * earliest) plus its duration; NaN when a run does not say when it started.
     */
    static double span(List<RunContent> runs, double[] durations) {
        if (runs.stream().anyMatch(c -> c.run().startedAt() == null)) {
            return Double.NaN;
        }
        Instant start = runs.stream().map(c -> c.run().startedAt()).min(Comparator.naturalOrder()).orElseThrow();
        double span = 0;
        for (int i = 0; i < runs.size(); i++) {
            span = Math.max(span, Duration.between(start, runs.get(i).run().startedAt()).toNanos() / 1e9 + durations[i]);
        }
        return span;
    }

    /** "http_req_blocked (med, p(90))": the figures left out, by trend. */
    private static String leftOut(Set<String> names) {
        Map<String, List<String>> byTrend = new LinkedHashMap<>();
        for (String name : names) {
            int dot = name.indexOf('.');
            boolean trend = dot > 0 && !name.contains(" ");
            byTrend.computeIfAbsent(trend ? name.substring(0, dot) : name, k -> new ArrayList<>())
                    .add(trend ? name.substring(dot + 1) : "");
        }
        List<String> parts = new ArrayList<>();
        byTrend.forEach((trend, statistics) -> parts.add(statistics.equals(List.of("")) ? trend
                : trend + " (" + String.join(", ", statistics) + ")"));
        return "left out, as the runs' figures cannot make them exactly: " + String.join(", ", parts);
    }

    /** The merged run, not yet stored, and what it leaves out. */
    public record MergedRun(RunDraft draft, List<String> notes) {
        public MergedRun {
            notes = List.copyOf(notes);
        }
    }
}
