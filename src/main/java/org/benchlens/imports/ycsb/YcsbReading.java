package org.benchlens.imports.ycsb;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineByLineReading;
import org.benchlens.imports.LineNote;

/**
 * Reads YCSB's output, one or many runs a file: a run is its status lines and its end report; the
 * {@code YCSB Client 0.17.0} and command lines before it say how it was made. What else a client
 * prints (its database driver's log, stack traces) is passed over.
 */
final class YcsbReading extends LineByLineReading {

    static final Pattern VERSION = Pattern.compile("YCSB Client (\\S+)");

    private YcsbRun run;
    private String version;
    private YcsbCommand command;
    private long cutAt;

    private final String fileName;

    YcsbReading(ImportContext context, String fileName) {
        super(context);
        this.fileName = fileName;
    }

    @Override
    protected void accept(String line, long lineNumber) throws ImportFailure {
        String stripped = line.strip();
        Optional<SummaryLine> summary = SummaryLine.parse(line, stripped);
        if (summary.isPresent()) {
            if (run == null || run.complete() && summary.get().overall()) {
                startRun(lineNumber);
            }
            run.summary(summary.get(), line, lineNumber);
            return;
        }
        Optional<StatusLine> status = StatusLine.parse(line, stripped, lineNumber);
        if (status.isPresent()) {
            if (run == null || run.reportStarted()) {
                startRun(lineNumber);
            }
            run.status(status.get());
            return;
        }
        Matcher version = VERSION.matcher(stripped);
        if (version.matches()) {
            endRunBeforeContext(lineNumber);
            this.version = version.group(1);
            return;
        }
        Optional<YcsbCommand> command = YcsbCommand.parse(stripped);
        if (command.isPresent()) {
            endRunBeforeContext(lineNumber);
            this.command = command.get();
        }
    }

    /**
     * YCSB's exporters end every report line with a line break: a last line without one was cut, and its
     * figure may be short. Inside an end report the run keeps the lines before it and is marked partial,
     * since the operations after the cut are missing.
     */
    @Override
    protected void cutLine(String line, long lineNumber) throws ImportFailure {
        boolean inReport = SummaryLine.parse(line, line.strip()).isPresent() || run != null && run.reportStarted();
        if (!inReport) {
            accept(line, lineNumber);
            return;
        }
        cutAt = lineNumber;
    }

    /** A version or command line after a finished report starts what comes next. */
    private void endRunBeforeContext(long lineNumber) throws ImportFailure {
        if (run != null && run.reportStarted()) {
            finishRun(lineNumber);
        }
    }

    private void startRun(long lineNumber) throws ImportFailure {
        if (run != null) {
            finishRun(lineNumber);
        }
        run = new YcsbRun(lineNumber);
        run.draft().attribute(YcsbNames.ATTR_VERSION, version);
        if (command != null) {
            command.describe(run.draft());
        }
        version = null;
        command = null;
    }

    private void finishRun(long lineNumber) throws ImportFailure {
        if (!run.complete()) {
            throw ImportFailure.atLine(lineNumber, truncated("a new run starts before", run));
        }
        runs.add(run.finish());
        run.notes().forEach(context::note);
        run = null;
    }

    @Override
    protected void end(long lastLine) throws ImportFailure {
        String cut = cutAt > 0 ? "the file ends in the middle of line " + cutAt + ", " : "the file ends ";
        if (run != null) {
            if (!run.complete()) {
                throw ImportFailure.atLine(lastLine, truncated(cut + "before", run));
            }
            if (cutAt > 0) {
                context.note(LineNote.at(fileName, cutAt, cut + "in the end report of the YCSB run that starts at line "
                        + run.firstLine() + " (is it truncated?): the figures before it are kept and the run is stored"
                        + " as partial"));
                run.partial();
            }
            finishRun(lastLine);
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected YCSB's end report, lines such as '[OVERALL], RunTime(ms), 10018',"
                    + " and found none");
        }
    }

    private static String truncated(String what, YcsbRun run) {
        if (!run.reportStarted()) {
            return what + " the end report of the YCSB run whose " + run.statusLines()
                    + " status lines start at line " + run.firstLine() + " (is it truncated?)";
        }
        return what + " the report of the YCSB run that starts at line " + run.firstLine()
                + " gives both its [OVERALL] RunTime(ms) and Throughput(ops/sec) (is it truncated?)";
    }
}
