package org.benchlens.analysis.merge;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.benchlens.analysis.UnlikeRuns;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Run;
import org.benchlens.model.RunContent;
import org.benchlens.model.RunDraft;

/**
 * A merged run's attributes and tags: those every run shares; the virtual users of all generators
 * added up; a status that is not "completed" when one run did not complete; and the runs it was made of.
 */
final class MergedAttributes {

    /** Where the merged run's percentiles come from: histograms, not every value as a k6 import keeps them. */
    static final String LATENCY_SOURCE = "latency.source";

    private MergedAttributes() {
    }

    static void apply(List<RunContent> runs, RunDraft draft) {
        List<Run> plain = runs.stream().map(RunContent::run).toList();
        for (Map.Entry<String, String> attribute : plain.get(0).attributes().values().entrySet()) {
            if (plain.stream().allMatch(run -> attribute.getValue().equals(run.attribute(attribute.getKey())))) {
                draft.attribute(attribute.getKey(), attribute.getValue());
            }
        }
        addVus(plain, draft);
        draft.attribute(LATENCY_SOURCE, "merged histograms of " + runs.size() + " runs (3 significant digits)");
        plain.stream().filter(Run::isIncomplete).findFirst()
                .ifPresent(run -> draft.attribute(AttributeKeys.STATUS, run.attribute(AttributeKeys.STATUS)));
        draft.attribute(UnlikeRuns.MERGED_FROM, String.join(",", plain.stream().map(r -> Long.toString(r.id())).toList()));
        for (String tag : plain.get(0).tags()) {
            if (plain.stream().allMatch(run -> run.tags().contains(tag))) {
                draft.tag(tag);
            }
        }
    }

    /** Three generators of 50 VUs each loaded the system with 150. */
    private static void addVus(List<Run> runs, RunDraft draft) {
        List<String> values = runs.stream().map(run -> run.attribute(AttributeKeys.VUS)).toList();
        if (values.stream().anyMatch(Objects::isNull)) {
            return;
        }
        try {
            BigDecimal sum = values.stream().map(v -> new BigDecimal(v.strip())).reduce(BigDecimal.ZERO, BigDecimal::add);
            draft.attribute(AttributeKeys.VUS, sum.stripTrailingZeros().toPlainString());
            draft.attribute(AttributeKeys.VUS + ".source", "the sum of " + runs.size() + " load generators' vus");
        } catch (NumberFormatException notNumbers) {
            // vus that are not numbers are kept only where every run has the same (above)
        }
    }
}
