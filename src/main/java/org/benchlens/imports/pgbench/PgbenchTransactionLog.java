package org.benchlens.imports.pgbench;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestNames;
import org.benchlens.imports.requests.RequestRunDraft;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Steps;
import org.benchlens.model.Units;

/**
 * The transactions of a per-transaction pgbench log, through the shared request aggregation: each
 * script a step ({@code script 1} for script_no 0, as pgbench's summary numbers them), latencies from
 * the {@code time} field (µs), ending at {@code time_epoch.time_us}. Skipped ({@code --rate} with
 * {@code -L}) and failed (15+) transactions have no time: they are counted, not timed.
 */
final class PgbenchTransactionLog {

    /** pgbench's words: the transaction's time, and the transactions. */
    private static final RequestNames NAMES = new RequestNames("time", PgbenchNames.TRANSACTIONS);

    private final RequestLog log = new RequestLog();
    private final BitSet clients = new BitSet();
    private final List<String> scripts = new ArrayList<>();
    private long skipped;
    private long failed;
    private long lagCount;
    private double lagSum;
    private double lagMax;

    void add(PgbenchLogLine line) {
        long client = line.get(0);
        if (client < Integer.MAX_VALUE) {
            clients.set((int) client);
        }
        long time = line.get(2);
        if (line.size() >= 7 && time != PgbenchLogLine.SKIPPED) {
            double lag = line.get(6) / 1000.0;
            lagCount++;
            lagSum += lag;
            lagMax = Math.max(lagMax, lag);
        }
        if (time == PgbenchLogLine.SKIPPED) {
            skipped++;
            return;
        }
        if (time == PgbenchLogLine.FAILED) {
            failed++;
            return;
        }
        long endMicros = line.get(4) * 1_000_000L + line.get(5);
        log.add(Request.of(script(line.get(3)), (endMicros - time) * 1000L, time / 1000.0, false));
    }

    void emit(String stem, ImportContext context) {
        List<String> notes = new ArrayList<>();
        RunDraft draft = RequestRunDraft.of(log, NAMES, PgbenchLogImporter.FORMAT, stem, true, notes);
        long timed = draft.value(Steps.TOTAL, Metrics.OPERATIONS) > 0
                ? (long) draft.value(Steps.TOTAL, Metrics.OPERATIONS) : 0;
        draft.measure(Steps.TOTAL, PgbenchNames.SKIPPED, skipped, Units.COUNT);
        draft.measure(Steps.TOTAL, PgbenchNames.FAILED, failed, Units.COUNT);
        draft.measure(Steps.TOTAL, Metrics.ERRORS, failed, Units.COUNT);
        if (timed + failed > 0) {
            draft.measure(Steps.TOTAL, Metrics.ERRORS_RATE, (double) failed / (timed + failed), Units.RATIO);
        }
        if (lagCount > 0) {
            draft.measure(Steps.TOTAL, PgbenchNames.LAG_AVG, lagSum / lagCount, Units.MILLISECONDS);
            draft.measure(Steps.TOTAL, PgbenchNames.LAG_MAX, lagMax, Units.MILLISECONDS);
        }
        draft.attribute(AttributeKeys.VUS, Integer.toString(clients.cardinality()));
        draft.attribute(PgbenchNames.ATTR_CLIENTS, Integer.toString(clients.cardinality()));
        if (log.isEmpty()) {
            notes.add("every transaction of the log was skipped or failed: it has no latencies");
        }
        notes.forEach(context::note);
        context.emit(draft);
    }

    /** The step of a script: its number as pgbench's summary says it, from 1. */
    private String script(long scriptNo) {
        int index = (int) Math.min(scriptNo, 1000);
        while (scripts.size() <= index) {
            scripts.add("script " + (scripts.size() + 1));
        }
        return scripts.get(index);
    }
}
