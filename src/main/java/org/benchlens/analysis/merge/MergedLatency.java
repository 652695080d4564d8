package org.benchlens.analysis.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.HdrHistogram.Histogram;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.LatencySummary;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;

/**
 * Latency of the merged run: each histogram every run keeps is added up, bucket by bucket, and its
 * percentiles read from the sum. Minimum and maximum are the runs' own, exactly; the average is the
 * runs' averages weighted by their counts, so it is exact too.
 */
final class MergedLatency {

    private static final String LATENCY = "latency";

    private MergedLatency() {
    }

    static void measure(List<RunContent> runs, RunDraft draft, Collection<String> leftOut) {
        RunContent first = runs.get(0);
        for (LatencyHistogram histogram : first.histograms()) {
            String step = histogram.step();
            List<Histogram> parts = new ArrayList<>();
            for (RunContent run : runs) {
                run.histograms().stream().filter(h -> h.step().equals(step) && h.metric().equals(histogram.metric()))
                        .findFirst().ifPresent(h -> parts.add(h.decode()));
            }
            if (parts.size() < runs.size()) {
                leftOut.add(histogram.metric() + " histogram of " + step);
                continue;
            }
            Histogram merged = LatencyHistogram.newMicrosHistogram();
            parts.forEach(merged::add);
            if (merged.getTotalCount() == 0) {
                continue;
            }
            draft.histogram(LatencyHistogram.of(step, histogram.metric(), merged));
            if (first.histogram(step).map(h -> h.metric().equals(histogram.metric())).orElse(false)) {
                summary(runs, step, LATENCY, parts, merged).measure(draft, step);
            }
            if (first.result().find(step, histogram.metric() + ".avg").isPresent()) {
                summary(runs, step, histogram.metric(), parts, merged).measureAs(draft, step, histogram.metric());
            }
        }
    }

    /** {@code latency.min} or a trend's {@code http_req_duration.min}. */
    private static String name(String prefix, String statistic) {
        return prefix.equals(LATENCY) ? Metrics.latencyFor(statistic) : prefix + "." + statistic;
    }

    /** Percentiles of the merged histogram, between the runs' exact minimum and maximum. */
    private static LatencySummary summary(List<RunContent> runs, String step, String prefix, List<Histogram> parts,
                                          Histogram merged) {
        double[] mins = MergedMeasurements.values(runs, step, name(prefix, "min"));
        double[] maxes = MergedMeasurements.values(runs, step, name(prefix, "max"));
        double[] averages = MergedMeasurements.values(runs, step, name(prefix, "avg"));
        double min = mins == null ? merged.getMinValue() / 1000.0 : Arrays.stream(mins).min().orElseThrow();
        double max = maxes == null ? merged.getMaxValue() / 1000.0 : Arrays.stream(maxes).max().orElseThrow();
        double avg = merged.getMean() / 1000.0;
        if (averages != null) {
            double weighted = 0;
            for (int i = 0; i < parts.size(); i++) {
                weighted += averages[i] * parts.get(i).getTotalCount();
            }
            avg = weighted / merged.getTotalCount();
        }
        List<Double> percentiles = new ArrayList<>();
        for (double level : LatencySummary.LEVELS) {
            percentiles.add(LatencySummary.percentile(merged, level, min, max));
        }
        return new LatencySummary(avg, min, max, percentiles);
    }
}
