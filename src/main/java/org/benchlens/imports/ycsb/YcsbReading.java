package org.benchlens.imports.ycsb;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineByLineReading;

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

    YcsbReading(ImportContext context) {
        super(context);
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
        run = null;
    }

    @Override
    protected void end(long lastLine) throws ImportFailure {
        if (run != null) {
            if (!run.complete()) {
                throw ImportFailure.atLine(lastLine, truncated("the file ends before", run));
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
