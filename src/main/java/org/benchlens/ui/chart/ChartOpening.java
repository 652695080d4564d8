package org.benchlens.ui.chart;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.benchlens.charts.ChartKind;
import org.benchlens.charts.ChartSettings;
import org.benchlens.charts.Charts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunContent;
import org.benchlens.ui.common.AttributeChoices;

/**
 * What the Chart window opens on for some runs: a sweep where they span several load levels, else latency
 * where they have histograms, else bars; and the first lines, and for bars groups, that draw. Found with the
 * runs' loading, off the window's thread: each try draws the whole chart.
 *
 * @param varying the attributes with more than one value among the runs, the telling ones first
 * @param shared  the others, which a person may still want one line for
 */
public record ChartOpening(ChartKind kind, List<String> varying, List<String> shared, String lines, String groups) {

    /** How many attributes are tried as groups of bars before the window opens on a refusal. */
    private static final int MOST_GROUPS_TRIED = 6;

    /** {@code search}: false when the window opens on settings of its own (a Compare table's), which replace these. */
    static ChartOpening of(List<RunContent> runs, boolean search) {
        // vus is the x axis, status a mark: neither makes lines
        List<String> all = new ArrayList<>(AttributeChoices.of(runs.stream().map(RunContent::run).toList()));
        all.removeIf(k -> k.equals(AttributeKeys.VUS) || k.equals(AttributeKeys.STATUS));
        List<String> varying = all.stream().filter(k -> distinct(runs, k).size() > 1).toList();
        List<String> shared = all.stream().filter(k -> !varying.contains(k)).toList();
        boolean sweep = distinct(runs, AttributeKeys.VUS).size() > 1;
        boolean histograms = runs.stream().anyMatch(r -> !r.histograms().isEmpty());
        ChartKind kind = sweep ? ChartKind.SWEEP : histograms ? ChartKind.LATENCY : ChartKind.BARS;
        return search ? whatDraws(runs, kind, varying, shared)
                : new ChartOpening(kind, varying, shared, varying.isEmpty() ? "" : varying.get(0), "");
    }

    /**
     * The window never opens on a refusal it could have avoided: a sweep's runs may lack the attribute that
     * leads the list, and runs of several pasted tables draw only with a line per table and a group per
     * scenario. The attributes that name where a run was found come after the varying ones, and only when
     * no other draws; last, those every run shares, so that one run's bars (a Locust run's endpoints) draw.
     */
    private static ChartOpening whatDraws(List<RunContent> runs, ChartKind kind, List<String> varying,
                                          List<String> shared) {
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
                    if (!candidate.equals(by) && draws(runs, kind, candidate, by)) {
                        return new ChartOpening(kind, varying, shared, candidate, by);
                    }
                }
            }
        }
        return new ChartOpening(kind, varying, shared, varying.isEmpty() ? "" : varying.get(0), "");
    }

    private static boolean draws(List<RunContent> runs, ChartKind kind, String linesBy, String groupsBy) {
        try {
            Charts.build(runs, ChartSettings.builder(kind).lines(linesBy).rows(linesBy).cols(groupsBy).build());
            return true;
        } catch (IllegalArgumentException refused) {
            return false;
        }
    }

    /** The values of the attribute among the runs. */
    static Set<String> distinct(List<RunContent> runs, String key) {
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
