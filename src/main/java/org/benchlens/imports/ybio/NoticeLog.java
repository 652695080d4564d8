package org.benchlens.imports.ybio;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Reads a psql session of setup() and runit() calls: the prompt line with the call's arguments,
 * the NOTICE lines, and what ended each call ({@code CALL}, an {@code ERROR:}, the shell's
 * {@code [1] Done} for a psql run in the background). Runs are emitted as they end; parallel
 * sessions interleave their lines, so runit jobs are told apart by their job number.
 */
final class NoticeLog {

    private static final Pattern JOB_CONTROL = Pattern.compile("\\[\\d+\\][+-]?\\s+(Done|Exit \\d+)\\b.*");
    /**
     * Lines that say nothing about the figures: command tags, an error's context, psql's own
     * words, other statements typed at a psql or shell prompt.
     */
    private static final Pattern QUIET = Pattern.compile(
            "[A-Z][A-Z ]*(?: \\d+)*|(?:CONTEXT|DETAIL|HINT|LINE \\d+|STATEMENT|QUERY):.*|PL/pgSQL function .*"
                    + "|SQL statement .*|Time: .*|Timing is (?:on|off)\\.|\\w+[=(-][#>].*|\\[[^\\]]*\\][$#].*|[$#] .*");
    private static final Pattern ELISION = Pattern.compile("\\.\\.\\.+|…");
    private static final String CANCELED = "canceling statement";

    private final ImportContext context;
    private final Map<Long, RunitJob> jobs = new LinkedHashMap<>();
    private final List<Long> elided = new ArrayList<>();
    private final List<Long> unread = new ArrayList<>();
    private SetupRun setup;
    private YbioCall call;
    /** A call typed over several lines, while its argument list is not closed yet. */
    private StringBuilder unfinishedCall;
    private long unfinishedCallLine;

    NoticeLog(ImportContext context) {
        this.context = context;
    }

    void read(NoticeLines lines) throws IOException, ImportFailure {
        String line;
        while ((line = lines.next()) != null) {
            long number = lines.number();
            String text = line.strip();
            if (text.isEmpty()) {
                continue;
            }
            if (unfinishedCall != null) {
                if (YbioCall.isContinuation(text)) {
                    continueCall(text);
                    continue;
                }
                noteUnfinishedCall();
            }
            String notice = NoticeLine.notice(text);
            String error = notice == null ? NoticeLine.error(text) : null;
            if (notice != null) {
                notice(notice, number);
            } else if (error != null) {
                endAll(error.startsWith(CANCELED) ? NoticeRun.End.CANCELLED : NoticeRun.End.ABORTED, error);
                call = null;
            } else if (text.equals("CALL")) {
                endAll(NoticeRun.End.COMPLETED, null);
                call = null;
            } else if (JOB_CONTROL.matcher(text).matches()) {
                jobControl(text);
            } else if (YbioCall.isCall(text)) {
                endAll(null, null);
                call = null;
                unfinishedCall = new StringBuilder();
                unfinishedCallLine = number;
                continueCall(text);
            } else if (ELISION.matcher(text).matches()) {
                elided.add(number);
            } else if (!QUIET.matcher(text).matches()) {
                unread.add(number);
            }
        }
        if (unfinishedCall != null) {
            noteUnfinishedCall();
        }
        endAll(null, null);
        noteWhatWasLeftOut();
    }

    private void notice(String message, long number) {
        NoticeLine.RunitRate rate = NoticeLine.runit(message);
        if (rate != null) {
            RunitJob job = jobs.computeIfAbsent(rate.job(), id -> new RunitJob(callOf("runit"), number, id));
            job.batch(rate);
            return;
        }
        NoticeLine.Inserting inserting = NoticeLine.inserting(message);
        if (inserting != null) {
            endSetup(null, null);
            setup = new SetupRun(callOf("setup"), number, inserting);
            return;
        }
        NoticeLine.Progress progress = NoticeLine.progress(message);
        if (progress != null) {
            if (setup != null && setup.table() != null && !setup.table().equals(progress.table())) {
                endSetup(null, null);
            }
            if (setup == null) {
                setup = new SetupRun(callOf("setup"), number, null);
            }
            setup.progress(progress);
            return;
        }
        if (!NoticeLine.isTableSkipped(message)) {
            unread.add(number);
        }
    }

    /** The arguments of the call typed before, when it called this procedure. */
    private YbioCall callOf(String procedure) {
        return call != null && call.procedure().equals(procedure) ? call : null;
    }

    /** A background psql ended: Done when it exited normally. */
    private void jobControl(String text) {
        boolean done = text.contains("Done");
        endAll(done ? NoticeRun.End.COMPLETED : NoticeRun.End.ABORTED, done ? null : "psql ended: " + text);
    }

    /** Adds a line to the call being typed; the call counts once its argument list is closed. */
    private void continueCall(String text) {
        unfinishedCall.append(unfinishedCall.length() == 0 ? "" : "\n").append(text);
        YbioCall parsed = YbioCall.parse(unfinishedCall.toString());
        if (parsed != null) {
            unfinishedCall = null;
            call = parsed;
            if (!parsed.ignored().isEmpty()) {
                context.note("line " + unfinishedCallLine + ": arguments without a name were not read: "
                        + String.join(", ", parsed.ignored()));
            }
        }
    }

    private void noteUnfinishedCall() {
        context.note("line " + unfinishedCallLine
                + ": the call's argument list is not closed; its arguments were not read");
        unfinishedCall = null;
    }

    /** Ends every open run; a null end means the log does not show how they ended. */
    private void endAll(NoticeRun.End end, String error) {
        endSetup(end, error);
        for (RunitJob job : jobs.values()) {
            emit(job, end, error);
        }
        jobs.clear();
    }

    private void endSetup(NoticeRun.End end, String error) {
        if (setup != null) {
            emit(setup, end, error);
            setup = null;
        }
    }

    private void emit(NoticeRun run, NoticeRun.End shown, String error) {
        NoticeRun.End end = shown == null ? run.endWhenNotShown() : shown;
        if (end == NoticeRun.End.UNKNOWN) {
            context.note("the log does not show how " + run.name() + " (line " + run.firstLine()
                    + ") ended: stored with status unknown and no throughput");
        }
        if (run.rateUnknown()) {
            context.note(run.name() + ": the last rate is printed as ###### (too wide for its format); no throughput");
        }
        context.emit(run.toRun(end, error));
    }

    private void noteWhatWasLeftOut() {
        if (!elided.isEmpty()) {
            context.note("the log leaves lines out ('...' at " + lineList(elided)
                    + "): the figures are those of the last lines it shows");
        }
        if (!unread.isEmpty()) {
            context.note(unread.size() + (unread.size() == 1 ? " line was" : " lines were")
                    + " not understood and left out (" + lineList(unread) + ")");
        }
    }

    private static String lineList(List<Long> numbers) {
        List<String> shown = numbers.stream().limit(10).map(String::valueOf).toList();
        return (numbers.size() == 1 ? "line " : "lines ") + String.join(", ", shown)
                + (numbers.size() > shown.size() ? ", …" : "");
    }
}
