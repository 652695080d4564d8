package org.benchlens.analysis.merge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.SeriesPoint;

/**
 * One-second series of the merged run: requests per second (and VUs) of every generator added up on
 * their timestamps, a second one generator has no point for counting as none from it. A per-second
 * percentile cannot be added up and the seconds' histograms are not kept, so it is left out.
 */
final class MergedSeries {

    private MergedSeries() {
    }

    static void add(List<RunContent> runs, RunDraft draft, Collection<String> leftOut) {
        for (Series series : runs.get(0).series()) {
            List<Series> all = new ArrayList<>();
            for (RunContent run : runs) {
                Optional<Series> same = run.series(series.step(), series.metric());
                same.ifPresent(all::add);
            }
            if (all.size() < runs.size() || !MergedMeasurements.ADDITIVE.contains(series.unit())) {
                leftOut.add("the per-second " + series.metric() + " of " + series.step());
                continue;
            }
            TreeMap<Long, Double> sums = new TreeMap<>();
            all.forEach(one -> one.points().forEach(p -> sums.merge(p.epochSecond(), p.value(), Double::sum)));
            draft.series(new Series(series.step(), series.metric(), series.unit(),
                    sums.entrySet().stream().map(e -> new SeriesPoint(e.getKey(), e.getValue())).toList()));
        }
    }
}
