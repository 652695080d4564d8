package org.benchlens.imports.gatling;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.requests.Request;
import org.benchlens.imports.requests.RequestLog;
import org.benchlens.imports.requests.RequestNames;
import org.benchlens.imports.requests.RequestRunDraft;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/**
 * Gatling's text {@code simulation.log} (Gatling 2.0 to 3.9; 3.10 and later write a binary log): one
 * tab-separated record a line, read as a request log with a step per request name (under its groups).
 * Response time is end − start in milliseconds and a KO is an error, as in Gatling's report; the mean
 * requests a second are the count over the whole seconds from the first to the last timestamp of any
 * USER, REQUEST or GROUP record, as Gatling 3's report computes them. USER records give the users active.
 */
public final class GatlingLogImporter implements Importer {

    static final String FORMAT = "gatling-log";
    static final RequestNames NAMES = new RequestNames("responseTime", "numberOfRequests");
    private static final Pattern RECORD = Pattern.compile("(RUN|USER|REQUEST|GROUP|ERROR|ASSERTION)\t.*");
    /** Gatling 2.0 and 2.1 wrote the scenario (or class) and user (or simulation id) before the record type. */
    private static final Pattern RECORD_THIRD = Pattern.compile("[^\t]*\t[^\t]*\t(RUN|USER|REQUEST|GROUP)\t.*");
    private static final int MAX_LINE = 64 * 1024;
    private static final int PEEK_LINES = 20;
    /** Epoch milliseconds since 2001 have 13 digits; user ids and cumulated times far fewer. */
    private static final int EPOCH_DIGITS = 12;

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "Gatling text simulation.log (Gatling 2.0 to 3.9)";
    }

    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().filter(line -> !line.isBlank()).toList();
        return !lines.isEmpty() && lines.stream().limit(PEEK_LINES).allMatch(GatlingLogImporter::isRecord)
                && lines.stream().anyMatch(line -> "RUN".equals(typeFirst(line.split("\t", -1))[0]));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RequestLog log = new RequestLog();
        GatlingRunRecord run = null;
        Set<String> scenarios = new LinkedHashSet<>();
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        int users = 0;
        long groups = 0;
        long errors = 0;
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a Gatling simulation.log record")) {
            for (String text = lines.next(); text != null; text = lines.next()) {
                if (text.isBlank()) {
                    continue;
                }
                if (lines.lastLineUnterminated()) {
                    // Gatling ends every record with a line break: this one was cut off
                    context.note(LineNote.at(source, lines.lineNumber(), "the file ends in the middle of line "
                            + lines.lineNumber() + " (is it truncated?): that record is left out"));
                    break;
                }
                String[] fields = typeFirst(text.split("\t", -1));
                long line = lines.lineNumber();
                switch (fields[0]) {
                    case "RUN" -> {
                        run = run != null ? run : GatlingRunRecord.of(fields);
                        if (run == null) {
                            throw ImportFailure.atLine(line, "expected a RUN record: the simulation's class, id, start"
                                    + " (epoch ms), description and Gatling's version, tab-separated");
                        }
                    }
                    case "REQUEST" -> {
                        GatlingRequestLine request = GatlingRequestLine.of(fields);
                        if (request == null) {
                            throw ImportFailure.atLine(line, "expected a REQUEST record: the groups, the request's"
                                    + " name, its start and end (epoch ms) and OK or KO, tab-separated");
                        }
                        log.add(new Request(request.step(), request.start() * 1_000_000L,
                                request.end() - request.start(), request.ko(), -1, -1, Math.max(users, 0)));
                        first = Math.min(first, request.start());
                        last = Math.max(last, request.end());
                    }
                    case "USER" -> {
                        int event = fields.length > 2 && isEvent(fields[2]) ? 2 : 3;
                        if (fields.length <= event + 1 || !isEvent(fields[event])) {
                            throw ImportFailure.atLine(line, "expected a USER record: the scenario, START or END"
                                    + " and a time (epoch ms), tab-separated");
                        }
                        scenarios.add(fields[1]);
                        users += fields[event].equals("START") ? 1 : -1;
                        for (int i = event + 1; i < fields.length; i++) {
                            long time = GatlingRequestLine.millis(fields[i]);
                            if (time < 0) {
                                throw new ImportFailure(line, 0, "expected a time in epoch ms in field " + (i + 1)
                                        + " of the USER record, found '" + fields[i] + "'");
                            }
                            if (time > 0) { // Gatling 2.0 writes 0 as a starting user's end
                                first = Math.min(first, time);
                                last = Math.max(last, time);
                            }
                        }
                    }
                    case "GROUP" -> {
                        groups++;
                        int at = entryAt(fields);
                        if (at > 0) {
                            first = Math.min(first, GatlingRequestLine.millis(fields[at]));
                            last = Math.max(last, GatlingRequestLine.millis(fields[at + 1]));
                        }
                    }
                    case "ERROR" -> errors++;
                    default -> {
                        // ASSERTION: the simulation's assertions, serialised by Gatling for its own report
                    }
                }
            }
        }
        if (run == null) {
            throw ImportFailure.whole("no RUN record: this is not the whole of a Gatling simulation.log");
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no REQUEST records: the simulation " + run.simulationId() + " logged no request");
        }
        if (groups > 0) {
            context.note(groups + " GROUP records (the timings of Gatling's groups) are left out: the steps are the"
                    + " requests, each under its groups");
        }
        if (errors > 0) {
            context.note(errors + " ERROR records (errors outside any request, such as a crashed session) are left"
                    + " out of the figures, which count failed requests only");
        }
        List<String> notes = new ArrayList<>();
        RunDraft draft = RequestRunDraft.of(log, NAMES, FORMAT, run.simulationId(), true, notes);
        notes.forEach(context::note);
        run.describe(draft);
        draft.attribute(AttributeKeys.TOOL, "gatling");
        draft.attribute(AttributeKeys.SCENARIO, String.join(", ", scenarios));
        gatlingThroughput(draft, Math.ceil((last - first) / 1000.0));
        context.emit(draft);
    }

    /** Gatling's mean requests a second of each step: its count over the run's whole seconds. */
    private static void gatlingThroughput(RunDraft draft, double seconds) {
        if (seconds <= 0) {
            return;
        }
        List<String> steps = draft.measurements().stream().filter(m -> m.metric().equals(Metrics.OPERATIONS))
                .map(Measurement::step).toList();
        for (String step : steps) {
            double rate = draft.value(step, Metrics.OPERATIONS) / seconds;
            draft.measure(step, Metrics.THROUGHPUT, rate, Units.PER_SECOND);
            draft.measure(step, "meanNumberOfRequestsPerSecond", rate, Units.PER_SECOND);
            draft.measure(step, Metrics.DURATION, seconds, Units.SECONDS);
        }
    }

    private static boolean isRecord(String line) {
        return RECORD.matcher(line).matches() || RECORD_THIRD.matcher(line).matches();
    }

    /** The fields with the record type first, moved there from the third field where Gatling 2.0 wrote it. */
    static String[] typeFirst(String[] fields) {
        if (fields.length > 2 && !RECORD.matcher(fields[0] + "\t").matches()
                && RECORD_THIRD.matcher(fields[0] + "\t" + fields[1] + "\t" + fields[2] + "\t").matches()) {
            String[] moved = new String[fields.length];
            moved[0] = fields[2];
            moved[1] = fields[0];
            moved[2] = fields[1];
            System.arraycopy(fields, 3, moved, 3, fields.length - 3);
            return moved;
        }
        return fields;
    }

    /** Where a GROUP record's entry and exit times are: the first two epoch times side by side, or -1. */
    private static int entryAt(String[] fields) {
        for (int i = 1; i + 1 < fields.length; i++) {
            if (fields[i].length() >= EPOCH_DIGITS && GatlingRequestLine.millis(fields[i]) >= 0
                    && fields[i + 1].length() >= EPOCH_DIGITS && GatlingRequestLine.millis(fields[i + 1]) >= 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isEvent(String field) {
        return field.equals("START") || field.equals("END");
    }
}
