package org.benchlens.imports.locust;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Texts;
import org.benchlens.imports.locust.LocustColumns.Role;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * Locust's {@code _failures.csv} (a row per request type, name and error, with its occurrences) and
 * {@code _exceptions.csv} (a row per exception raised in the users' code, with its count): counts by
 * kind, {@code errors.<error>} in the request's step and the total, {@code exceptions.<message>} in the
 * total. They only tell the failures apart; how many failed is the statistics' Failure Count.
 */
final class LocustFailures {

    /** Longest error or message kept in a metric's name. */
    private static final int MAX_KIND = 200;

    private LocustFailures() {
    }

    /** Reads the failures into {@code draft}; true when the file is whole. */
    static boolean readFailures(ImportSource source, ImportContext context, RunDraft draft)
            throws IOException, ImportFailure {
        return !LocustTable.read(source, context, "a row of Locust's failures", row -> {
            String metric = "errors." + Texts.abbreviate(row.text(Role.ERROR), MAX_KIND);
            // an error named "count" or "rate" does not take the place of the normalised figures
            metric = metric.equals(Metrics.ERRORS) || metric.equals(Metrics.ERRORS_RATE) ? metric + " (error)" : metric;
            double occurrences = row.number(Role.OCCURRENCES);
            add(draft, row.step(), metric, occurrences);
            add(draft, Steps.TOTAL, metric, occurrences);
        });
    }

    /** Reads the exceptions into {@code draft}; true when the file is whole. */
    static boolean readExceptions(ImportSource source, ImportContext context, RunDraft draft)
            throws IOException, ImportFailure {
        return !LocustTable.read(source, context, "a row of Locust's exceptions", row ->
                add(draft, Steps.TOTAL, "exceptions." + Texts.abbreviate(row.text(Role.MESSAGE), MAX_KIND),
                        row.number(Role.COUNT)));
    }

    /** Adds to what is there: two errors may read the same once shortened. */
    private static void add(RunDraft draft, String step, String metric, double count) {
        double before = draft.value(step, metric);
        draft.measure(step, metric, Double.isNaN(before) ? count : before + count, Units.COUNT);
    }
}
