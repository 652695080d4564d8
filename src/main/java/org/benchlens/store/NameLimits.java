package org.benchlens.store;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;

/**
 * The lengths the schema keeps for step, metric and unit names. A run naming a longer one is
 * refused whole with a sentence, rather than by the database in its own words.
 */
final class NameLimits {

    static final int STEP = 512;
    static final int METRIC = 256;
    static final int UNIT = 32;

    private NameLimits() {
    }

    static void check(RunDraft draft) {
        for (Measurement m : draft.measurements()) {
            check(m.step(), m.metric(), m.unit());
        }
        for (Series s : draft.series()) {
            check(s.step(), s.metric(), s.unit());
        }
        for (LatencyHistogram h : draft.histograms()) {
            check(h.step(), h.metric(), "");
        }
    }

    private static void check(String step, String metric, String unit) {
        refuseLonger("step", step, STEP);
        refuseLonger("metric", metric, METRIC);
        refuseLonger("unit", unit, UNIT);
    }

    private static void refuseLonger(String what, String name, int limit) {
        if (name.length() > limit) {
            throw new StoreException("the " + what + " name '" + name.substring(0, 40) + "...' is "
                    + name.length() + " characters long; the store keeps at most " + limit);
        }
    }
}
