package org.benchlens.imports.hammerdb;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNumbers;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The summary of a TPROC-C time profile ({@code hdbxtprofile.log}, written with
 * {@code timeprofile true}): after {@code >>>>> SUMMARY OF 8 ACTIVE VIRTUAL USERS : MEDIAN ELAPSED
 * TIME : 904548ms}, one block a stored procedure, {@code >>>>> PROC: NEWORD} then {@code CALLS:
 * 322104 MIN: 2.269ms AVG: 9.236ms MAX: 36.366ms TOTAL: 2975206.250ms} and {@code P99: 14.197ms
 * P95: 12.399ms P50: 9.087ms SD: 1808.882 RATIO: 41.115%}: one step a procedure. The blocks of each
 * virtual user before the summary are summed up in it and not read.
 */
final class TimeProfile {

    static final Pattern SUMMARY = Pattern.compile(">>>>> SUMMARY OF (\\d+) ACTIVE VIRTUAL USERS : MEDIAN ELAPSED TIME : (\\S+)ms");
    private static final Pattern PROC = Pattern.compile(">>>>> PROC: (\\S+)");
    private static final Pattern FIGURE = Pattern.compile("([A-Z][A-Z0-9]*):\\s*([0-9.]+)(ms|%)?");

    private final RunDraft draft = new RunDraft(HammerdbNames.FORMAT, "");
    private String proc;
    private double calls;

    TimeProfile(String virtualUsers, double medianElapsedMillis) {
        draft.attribute(AttributeKeys.VUS, virtualUsers);
        draft.measure(Steps.TOTAL, "elapsed_time.median", medianElapsedMillis, Units.MILLISECONDS);
    }

    static boolean startsSummary(String message) {
        return SUMMARY.matcher(message).matches();
    }

    /** True when the line was part of the summary. */
    boolean accept(String line, VuserLine message, long lineNumber) throws ImportFailure {
        Matcher procedure = PROC.matcher(message.message());
        if (procedure.matches()) {
            proc = procedure.group(1);
            return true;
        }
        if (proc == null || !message.message().startsWith("CALLS:") && !message.message().startsWith("P99:")) {
            return false;
        }
        Matcher figure = FIGURE.matcher(message.message());
        while (figure.find()) {
            double value = LineNumbers.number(line, lineNumber, message.at() + figure.start(2), figure.group(2),
                    "a number for " + figure.group(1) + " of " + proc);
            figure(figure.group(1), value, figure.group(3));
        }
        return true;
    }

    private void figure(String key, double value, String unit) {
        String own = key.toLowerCase(Locale.ROOT);
        String normalised = switch (key) {
            case "MIN" -> Metrics.LATENCY_MIN;
            case "AVG" -> Metrics.LATENCY_AVG;
            case "MAX" -> Metrics.LATENCY_MAX;
            case "P50" -> Metrics.LATENCY_MED;
            case "P95" -> Metrics.LATENCY_P95;
            case "P99" -> Metrics.LATENCY_P99;
            default -> null;
        };
        if (key.equals("CALLS")) {
            calls += value;
            draft.measure(proc, Metrics.OPERATIONS, value, Units.COUNT);
        } else if (normalised != null) {
            draft.measure(proc, normalised, value, Units.MILLISECONDS);
        } else {
            draft.measure(proc, own, value, "ms".equals(unit) ? Units.MILLISECONDS : "%".equals(unit) ? Units.PERCENT : Units.NONE);
        }
    }

    boolean isEmpty() {
        return calls == 0;
    }

    RunDraft toRun() {
        draft.measure(Steps.TOTAL, Metrics.OPERATIONS, calls, Units.COUNT);
        draft.attribute(AttributeKeys.SCENARIO, HammerdbNames.TPROC_C);
        draft.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
        return draft;
    }
}
