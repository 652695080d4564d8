package org.benchlens.imports.ab;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;
import org.benchlens.imports.requests.PercentileDefinition;
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
 * ApacheBench's {@code -g} file: a header, then a row a completed request (sorted by total time), the
 * start as a date and in whole epoch seconds, then connect, processing, total and waiting times in whole
 * milliseconds. Read as a request log of the whole run: the total time is the latency, its percentiles as ab's
 * report takes them (decision 0184, BenchLens's linear ones beside), the phases are
 * kept under the names of ab's report. The file says nothing of failures. Start times being whole
 * seconds, the throughput is the count over the seconds they fall in, and only once these are enough for
 * a rounding of up to a second not to matter.
 */
public final class AbGnuplotImporter implements Importer {

    static final String FORMAT = "ab-gnuplot";
    static final RequestNames NAMES = new RequestNames("ttime", "requests", PercentileDefinition.AB_REPORT);
    private static final List<String> HEADER = List.of("starttime", "seconds", "ctime", "dtime", "ttime", "wait");
    /** Start seconds spanning fewer than this give no throughput: it could be off by half or more. */
    static final int MIN_SECONDS = 10;
    private static final int MAX_LINE = 256;

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "ApacheBench -g gnuplot file (a row a request)";
    }

    @Override
    public boolean detect(Peek peek) {
        return isHeader(peek.firstNonBlankLine());
    }

    /** ab's header; words apart by any white space, as an editor may have realigned it. */
    static boolean isHeader(String line) {
        return Arrays.asList(line.strip().split("\\s+")).equals(HEADER);
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        RequestLog log = new RequestLog();
        AbPhase connect = new AbPhase("Connect");
        AbPhase processing = new AbPhase("Processing");
        AbPhase waiting = new AbPhase("Waiting");
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a row of ab's -g file")) {
            String header = lines.next();
            while (header != null && header.isBlank()) {
                header = lines.next();
            }
            if (header == null || !isHeader(header)) {
                throw ImportFailure.atLine(lines.lineNumber(), "expected ab's -g header: starttime, seconds, ctime,"
                        + " dtime, ttime, wait");
            }
            for (String text = lines.next(); text != null; text = lines.next()) {
                if (text.isBlank()) {
                    continue;
                }
                AbGnuplotRow row = lines.lastLineUnterminated() ? AbGnuplotRow.whole(text) : AbGnuplotRow.of(text,
                        lines.lineNumber());
                if (row == null) {
                    // ab ends every row with a line break; a last row without one that is not whole was cut
                    context.note(LineNote.at(source, lines.lineNumber(), "the file ends in the middle of line "
                            + lines.lineNumber() + " (is it truncated?): that request is left out"));
                    break;
                }
                log.add(Request.of(null, row.startSecond() * 1_000_000_000L, row.totalMillis(), false));
                connect.add(row.connectMillis());
                processing.add(row.processingMillis());
                waiting.add(row.waitMillis());
                first = Math.min(first, row.startSecond());
                last = Math.max(last, row.startSecond());
            }
        }
        if (log.isEmpty()) {
            throw ImportFailure.whole("no requests: ab's -g file has its header only");
        }
        List<String> notes = new ArrayList<>();
        RunDraft draft = RequestRunDraft.of(log, NAMES, FORMAT, Texts.fileStem(source.path()), true, notes);
        notes.forEach(context::note);
        connect.measure(draft);
        processing.measure(draft);
        waiting.measure(draft);
        draft.attribute(AttributeKeys.TOOL, "ab");
        throughput(draft, first, last, context);
        context.emit(draft);
    }

    /** The count over the whole seconds the starts fall in, when they are enough; none otherwise. */
    private static void throughput(RunDraft draft, long first, long last, ImportContext context) {
        long seconds = last - first + 1;
        draft.unmeasure(Steps.TOTAL, Metrics.THROUGHPUT);
        draft.unmeasure(Steps.TOTAL, Metrics.DURATION);
        if (seconds < MIN_SECONDS) {
            context.note("no throughput: ab's -g file gives each start in whole seconds and these requests started"
                    + " within " + seconds + (seconds == 1 ? " second" : " seconds") + "; import the report ab"
                    + " printed for its requests per second");
            return;
        }
        draft.measure(Steps.TOTAL, Metrics.DURATION, seconds, Units.SECONDS);
        draft.measure(Steps.TOTAL, Metrics.THROUGHPUT, draft.value(Steps.TOTAL, Metrics.OPERATIONS) / seconds,
                Units.PER_SECOND);
        context.note("throughput over the " + seconds + " whole seconds in which the requests started (ab's -g file"
                + " has no finer start): ab's own figure may differ by up to one second's worth");
    }
}
