package org.benchlens.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.benchlens.analysis.PooledPercentiles;
import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunResult;
import org.benchlens.model.RunSummary;
import org.benchlens.store.RunFilter;
import org.benchlens.store.Store;

/** Reading runs: which runs there are, chosen by {@code key=value}, and what was measured in them. */
public final class RunCatalog {

    private final Store store;

    RunCatalog(Store store) {
        this.store = store;
    }

    /**
     * The runs, oldest first, with every attribute of {@code where} (the keys {@code format},
     * {@code name} and {@code tag} match those fields) and, when {@code search} is given, that text
     * in the name, format or an attribute value.
     */
    public List<Run> list(Map<String, String> where, String search) {
        RunFilter filter = new RunFilter(where, search);
        return store.read(session -> session.runs().list(filter));
    }

    /** Every run with its headline throughput, and the attribute keys of the store: what the browser shows. */
    public Overview overview() {
        return store.read(session -> new Overview(session.summaries(), session.runs().attributeKeys()));
    }

    /**
     * The runs {@link #list} selects, each with its headline throughput and the failed share of its step:
     * read from the summary rows the runs list reads (decision 0131).
     */
    public List<RunSummary> summaries(Map<String, String> where, String search) {
        RunFilter filter = new RunFilter(where, search);
        return store.read(session -> session.summaries(filter));
    }

    /**
     * Every run of the store, oldest first, with its headline throughput and the share of failed operations
     * where measured, and the attribute keys the store knows.
     */
    public record Overview(List<RunSummary> runs, List<String> attributeKeys) {
    }

    /** Every measurement of each run, by run id. */
    public Map<Long, List<Measurement>> measurements(List<Long> runIds) {
        return store.read(session -> session.measurements().forRuns(runIds));
    }

    /** Everything stored of the run: attributes, measurements, series and histograms. */
    public Optional<RunContent> content(long runId) {
        return store.read(session -> session.content(runId));
    }

    /**
     * What pools the latency percentiles of cells of several runs (decision 0080): the runs'
     * histograms, read only where the metric is such a percentile.
     */
    public PooledPercentiles pooling(List<RunResult> results, String metric) {
        if (!PooledPercentiles.pools(metric)) {
            return PooledPercentiles.NONE;
        }
        return store.read(session -> {
            Map<Long, List<LatencyHistogram>> histograms =
                    session.histograms().forRuns(results.stream().map(r -> r.run().id()).toList());
            List<RunContent> contents = new ArrayList<>();
            for (RunResult result : results) {
                contents.add(RunContent.of(result, List.of(), histograms.get(result.run().id())));
            }
            return PooledPercentiles.of(contents);
        });
    }

    /**
     * The runs with {@code where}'s attributes and their measurements; only those of {@code ids}
     * when ids are given.
     */
    public List<RunResult> results(Map<String, String> where, List<Long> ids) {
        RunFilter filter = RunFilter.where(where);
        return store.read(session -> session.results(
                ids.isEmpty() ? session.runs().list(filter) : session.runs().list(filter, ids)));
    }
}
