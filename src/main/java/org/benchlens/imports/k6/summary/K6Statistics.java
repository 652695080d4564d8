package org.benchlens.imports.k6.summary;

import java.io.IOException;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/** Reads one statistic of a k6 metric, the same way in every summary shape. */
final class K6Statistics {

    /** Statistic names k6 writes; any of these must hold a number. */
    private static final Set<String> KNOWN = Set.of(
            "avg", "min", "med", "max", "count", "rate", "value", "passes", "fails", "matches", "total");
    private static final Pattern PERCENTILE = Pattern.compile("p\\(?(\\d+(?:\\.\\d+)?)\\)?");

    private K6Statistics() {
    }

    /**
     * The statistic the cursor is on, or null when it is left out (k6 writes NaN as null; a key
     * that is no statistic and holds no number is noted and skipped). A known statistic that
     * holds something else than a number is a damaged file.
     */
    static Double read(SummaryJsonCursor json, ImportContext context, String metric, String statistic)
            throws IOException, ImportFailure {
        boolean known = isKnown(statistic);
        if (!known && !json.current().isNumeric()) {
            context.note("ignored \"" + statistic + "\" of the metric \"" + metric + "\": not a statistic");
            json.skip();
            return null;
        }
        Double value = json.numberOrNull("\"" + statistic + "\" of the metric \"" + metric + "\"");
        if (value == null) {
            context.note("k6 gave no value (null) for " + metric + " " + statistic + "; left out");
        }
        return value;
    }

    static boolean isKnown(String statistic) {
        return KNOWN.contains(statistic) || PERCENTILE.matcher(statistic).matches();
    }

    /** k6's own spelling of a percentile: the 1.5 summary's {@code p90} becomes {@code p(90)}. */
    static String canonical(String statistic) {
        Matcher m = PERCENTILE.matcher(statistic);
        return m.matches() ? "p(" + m.group(1) + ")" : statistic;
    }
}
