package org.benchlens.imports.redisbench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * Reads redis-benchmark's output line by line: a test report from its {@code ====== SET ======} title to
 * its last line, {@code -q} and {@code --csv} lines between them. The progress lines the tool redraws
 * with carriage returns ({@code SET: rps=…}) are skipped. A test seen again starts a new run.
 */
final class RedisBenchmarkReading {

    static final String FORMAT = "redis-benchmark";
    static final Pattern TITLE = Pattern.compile("====== (.+) ======");
    static final Pattern QUIET = Pattern.compile("(\\S[^:]*): (\\d+(?:\\.\\d+)?) requests per second"
            + "(?:, p50=(\\d+(?:\\.\\d+)?) msec)?");
    static final String CSV_HEADER = "\"test\",\"rps\"";
    private static final Pattern PROGRESS = Pattern.compile("\\S[^:]*: rps=.*");
    private static final Pattern CSV_ROW = Pattern.compile("\"([^\"]+)\",\"(\\d+(?:\\.\\d+)?)\"((?:,\"[^\"]*\")*)");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(redis-benchmark(?:\\s.*)?)$");

    private final ImportContext context;
    private final String fileName;
    private final List<RunDraft> runs = new ArrayList<>();
    private final Set<String> steps = new HashSet<>();
    private RunDraft run;
    private String command;
    private TestReport test;
    private List<String> csvColumns;

    RedisBenchmarkReading(ImportContext context, String fileName) {
        this.context = context;
        this.fileName = fileName;
    }

    void read(TextLines lines) throws IOException, ImportFailure {
        String text;
        while ((text = lines.next()) != null) {
            if (lines.lastLineUnterminated() && test != null && !test.closed() && !text.isBlank()) {
                context.note(LineNote.at(fileName, lines.lineNumber(), "the file ends in the middle of line "
                        + lines.lineNumber() + ", inside the report of test " + test.name() + " (is it truncated?):"
                        + " that line is left out and the run is stored as partial"));
                run.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
                test = null;
                break;
            }
            accept(text.strip(), lines.lineNumber());
        }
        if (test != null && !test.closed()) {
            context.note(LineNote.at(fileName, lines.lineNumber(), "the file ends before " + test.closingLine()
                    + " of test " + test.name() + " that starts at line " + test.line()
                    + " (is it truncated?): the run is stored as partial"));
            run.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_PARTIAL);
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected redis-benchmark's output and found none");
        }
        context.emitNamed(runs, Texts.fileStem(fileName));
    }

    private void accept(String line, long number) throws ImportFailure {
        if (line.isEmpty() || PROGRESS.matcher(line).matches()) {
            return;
        }
        Matcher m = TITLE.matcher(line);
        if (m.matches()) {
            closeTest(number);
            test = new TestReport(step(m.group(1)), m.group(1), number);
            return;
        }
        if (test != null && !test.closed()) {
            if (!test.accept(line, number)) {
                context.note(LineNote.at(fileName, number, "'" + Texts.abbreviate(line, 60)
                        + "' is not a line of redis-benchmark's report of test " + test.name() + "; left out"));
            }
            return;
        }
        if ((m = QUIET.matcher(line)).matches()) {
            TestReport.quiet(step(m.group(1)), m.group(1), number, m.group(2), m.group(3));
        } else if (line.startsWith(CSV_HEADER)) {
            csvColumns = CsvFields.of(line, number);
        } else if ((m = CSV_ROW.matcher(line)).matches()) {
            TestReport.csv(step(m.group(1)), m.group(1), number, csvColumns, CsvFields.of(line, number));
        } else if ((m = COMMAND.matcher(line)).find()) {
            command = m.group(1).strip();
        }
    }

    /** A test whose report was cut by the next one's title: kept, with a note. */
    private void closeTest(long number) {
        if (test != null && !test.closed()) {
            context.note(LineNote.at(fileName, number, "the report of test " + test.name() + " that starts at line "
                    + test.line() + " ends before " + test.closingLine() + "; its figures read so far are kept"));
        }
        test = null;
    }

    /** The run a test of this name goes to: the current one, or a new one where the name was seen in it. */
    private RunDraft step(String name) {
        if (run == null || !steps.add(name)) {
            run = new RunDraft(FORMAT, "");
            run.attribute(AttributeKeys.TOOL, FORMAT);
            run.attribute(AttributeKeys.STATUS, AttributeKeys.STATUS_COMPLETED);
            run.attribute("command", command);
            steps.clear();
            steps.add(name);
            runs.add(run);
        }
        return run;
    }
}
