package org.benchlens.charts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.benchlens.model.AttributeChoices;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunContent;

/**
 * What a chart of some runs opens on: a sweep where they span several load levels, else latency where they
 * have histograms, else bars; and the first lines, and for bars groups, that draw. The Chart window finds it
 * with the runs' loading, off its thread (each try draws the whole chart); {@code benchlens chart bars}
 * without --rows takes its variants from it.
 *
 * @param varying the attributes with more than one value among the runs, the telling ones first
 * @param shared  the others, which a person may still want one line for
 */
public record ChartOpening(ChartKind kind, List<String> varying, List<String> shared, String lines, String groups) {

    /** How many attributes are tried as groups of bars before the window opens on a refusal. */
    private static final int MOST_GROUPS_TRIED = 6;

    /** {@code search}: false when the window opens on settings of its own (a Compare table's), which replace these. */
    public static ChartOpening of(List<RunContent> runs, boolean search) {
        boolean sweep = distinct(runs, AttributeKeys.VUS).size() > 1;
        boolean histograms = runs.stream().anyMatch(r -> !r.histograms().isEmpty());
        ChartKind kind = sweep ? ChartKind.SWEEP : histograms ? ChartKind.LATENCY : ChartKind.BARS;
        if (search) {
            return forKind(runs, ChartSettings.builder(kind).metric(metric(runs, kind)).build());
        }
        List<String> all = attributes(runs);
        List<String> varying = varying(runs, all);
        return new ChartOpening(kind, varying, shared(all, varying), varying.isEmpty() ? "" : varying.get(0), "");
    }

    /**
     * The first lines, and for bars groups, with which {@code wanted} (its kind, metric, step…) draws the runs;
     * where none does, the first varying attribute.
     */
    public static ChartOpening forKind(List<RunContent> runs, ChartSettings wanted) {
        List<String> all = attributes(runs);
        List<String> varying = varying(runs, all);
        return whatDraws(runs, wanted, varying, shared(all, varying));
    }

    /**
     * The metric a chart of the runs opens on where none is asked for: what the most runs measured (ClickBench's
     * times, hyperfine's latencies) when that is not throughput, the default; null for throughput or a timeline.
     */
    public static String metric(List<RunContent> runs, ChartKind kind) {
        String likeliest = Metrics.likeliest(runs.stream().map(RunContent::result).toList());
        return kind == ChartKind.TIMELINE || Metrics.THROUGHPUT.equals(likeliest) ? null : likeliest;
    }

    /** The attributes with more than one value among the runs, the telling ones first; vus and status never. */
    private static List<String> varying(List<RunContent> runs, List<String> all) {
        return all.stream().filter(k -> distinct(runs, k).size() > 1).toList();
    }

    private static List<String> shared(List<String> all, List<String> varying) {
        return all.stream().filter(k -> !varying.contains(k)).toList();
    }

    /** vus is the x axis, status a mark: neither makes lines. */
    private static List<String> attributes(List<RunContent> runs) {
        List<String> all = new ArrayList<>(AttributeChoices.of(runs.stream().map(RunContent::run).toList()));
        all.removeIf(k -> k.equals(AttributeKeys.VUS) || k.equals(AttributeKeys.STATUS));
        return all;
    }

    /**
     * The window never opens on a refusal it could have avoided: a sweep's runs may lack the attribute that
     * leads the list, and runs of several pasted tables draw only with a line per table and a group per
     * scenario. The attributes that name where a run was found come after the varying ones, and only when
     * no other draws; last, those every run shares, so that one run's bars (a Locust run's endpoints) draw.
     */
    private static ChartOpening whatDraws(List<RunContent> runs, ChartSettings wanted, List<String> varying,
                                          List<String> shared) {
        ChartKind kind = wanted.kind();
        List<String> whereFound = AttributeKeys.WHERE_FOUND.stream().filter(k -> distinct(runs, k).size() > 1)
                .sorted().toList();
        List<String> groups = new ArrayList<>();
        groups.add("");
        if (kind == ChartKind.BARS) {
            groups.addAll(varying.subList(0, Math.min(varying.size(), MOST_GROUPS_TRIED)));
        }
        for (List<String> tier : List.of(varying, whereFound, shared)) {
            for (String by : groups) {
                for (String candidate : tier) {
                    if (!candidate.equals(by) && draws(runs, wanted, candidate, by)) {
                        return new ChartOpening(kind, varying, shared, candidate, by);
                    }
                }
            }
        }
        return new ChartOpening(kind, varying, shared, varying.isEmpty() ? "" : varying.get(0), "");
    }

    private static boolean draws(List<RunContent> runs, ChartSettings wanted, String linesBy, String groupsBy) {
        try {
            Charts.build(runs, wanted.toBuilder().lines(linesBy).rows(linesBy).cols(groupsBy).build());
            return true;
        } catch (IllegalArgumentException refused) {
            return false;
        }
    }

    /** The values of the attribute among the runs. */
    public static Set<String> distinct(List<RunContent> runs, String key) {
        Set<String> values = new HashSet<>();
        runs.forEach(r -> {
            String value = r.run().attribute(key);
            if (value != null) {
                values.add(value);
            }
        });
        return values;
    }
}
