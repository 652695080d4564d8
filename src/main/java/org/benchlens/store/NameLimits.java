package org.benchlens.store;

import java.util.Map;

import org.benchlens.model.LatencyHistogram;
import org.benchlens.model.Measurement;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Series;
import org.benchlens.model.VisibleText;

/**
 * The lengths the schema keeps for names, keys and tags, and the one character no database keeps
 * (NUL). A run or a change naming a longer one is refused whole with a sentence, rather than cut
 * (two long tags cut alike would collide) or refused by the database in its own words.
 */
final class NameLimits {

    static final int STEP = 512;
    static final int METRIC = 256;
    static final int UNIT = 32;
    static final int KEY = 256;
    static final int TAG = 256;

    private NameLimits() {
    }

    static void check(RunDraft draft) {
        refuseNul("run name", draft.name());
        for (Measurement m : draft.measurements()) {
            check(m.step(), m.metric(), m.unit());
        }
        for (Series s : draft.series()) {
            check(s.step(), s.metric(), s.unit());
        }
        for (LatencyHistogram h : draft.histograms()) {
            check(h.step(), h.metric(), "");
        }
        for (Map.Entry<String, String> attribute : draft.attributes().values().entrySet()) {
            checkAttribute(attribute.getKey(), attribute.getValue());
        }
        draft.tags().forEach(NameLimits::checkTag);
    }

    static void checkAttribute(String key, String value) {
        refuseLonger("attribute key", key, KEY);
        refuseNul("value of " + key, value);
    }

    static void checkTag(String tag) {
        refuseLonger("tag", tag, TAG);
    }

    private static void check(String step, String metric, String unit) {
        refuseLonger("step name", step, STEP);
        refuseLonger("metric name", metric, METRIC);
        refuseLonger("unit name", unit, UNIT);
    }

    private static void refuseLonger(String what, String name, int limit) {
        if (name.length() > limit) {
            throw new StoreException("the " + what + " '" + VisibleText.of(name.substring(0, 40)) + "...' is "
                    + name.length() + " characters long; the store keeps at most " + limit);
        }
        refuseNul(what, name);
    }

    private static void refuseNul(String what, String text) {
        if (text != null && text.indexOf('\0') >= 0) {
            throw new StoreException("the " + what + " '" + VisibleText.of(abbreviate(text))
                    + "' holds a NUL character, which the store cannot keep");
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
