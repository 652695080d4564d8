package org.benchlens.app;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.benchlens.charts.ChartKind;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;

/**
 * The runs a chart draws, read with what its kind needs (series for a timeline, histograms for
 * latency): one loader for {@code benchlens chart} and the Chart window.
 */
public final class ChartData {

    private final Store store;

    ChartData(Store store) {
        this.store = store;
    }

    /**
     * The runs of {@code ids} (all must exist) that have {@code where}'s attributes; every run
     * with them when no ids are given.
     */
    public List<Run> select(List<Long> ids, Map<String, String> where) {
        if (ids.isEmpty()) {
            return store.read(session -> session.runs().list(RunFilter.where(where)));
        }
        return new RunEdits(store).find(ids).stream()
                .filter(run -> where.entrySet().stream().allMatch(e -> e.getValue().equals(run.attribute(e.getKey()))))
                .toList();
    }

    /** The runs with what any of the kinds of chart draws of them. */
    public List<RunContent> load(List<Run> runs, Collection<ChartKind> kinds) {
        boolean series = kinds.stream().anyMatch(ChartKind::drawsSeries);
        boolean histograms = kinds.stream().anyMatch(ChartKind::drawsHistograms);
        return store.read(session -> {
            Map<Long, List<LatencyHistogram>> histogramsByRun = histograms
                    ? session.histograms().forRuns(runs.stream().map(Run::id).toList()) : Map.of();
            List<RunContent> loaded = new ArrayList<>();
            for (RunResult result : session.results(runs)) {
                long id = result.run().id();
                loaded.add(RunContent.of(result, series ? session.series().forRun(id) : List.of(),
                        histogramsByRun.getOrDefault(id, List.of())));
            }
            return loaded;
        });
    }
}
