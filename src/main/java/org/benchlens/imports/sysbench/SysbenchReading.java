package org.benchlens.imports.sysbench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineByLineReading;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;

/**
 * Reads sysbench's output, one or many runs a file: each starts at its {@code sysbench 1.0.20} line
 * (or at its first figures when that line was not kept) and ends with its report; a {@code sysbench …
 * run} command line before it names the test.
 */
final class SysbenchReading extends LineByLineReading {

    static final Pattern VERSION = Pattern.compile("sysbench (\\d+\\.\\d+[^\\s:]*)(?:[: ].*)?");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s\"'/=])(sysbench\\s+.*\\srun)[\"']?$");
    private static final Pattern RUN_START = Pattern.compile(
            "(Running the test with following options|SQL statistics|OLTP test statistics|General statistics"
                    + "|Throughput|CPU speed):"
                    + "|" + Pattern.quote(HistogramSection.HEADING));

    /** The last line of sysbench's report, Threads fairness' execution time with both its figures. */
    private static final Pattern CLOSING =
            Pattern.compile("execution time \\(avg/stddev\\):\\s+\\d+\\.\\d+/\\d+\\.\\d+");

    private SysbenchRun run;
    private String command;
    private long cutAt;
    private final String fileName;

    SysbenchReading(ImportContext context, String fileName) {
        super(context);
        this.fileName = fileName;
    }

    /**
     * sysbench ends every line of its report with a break: a last line without one was cut and its
     * figure may be short. In a run it is left out, and a run complete without it is stored as partial,
     * since what the report prints after the cut is missing.
     */
    @Override
    protected void cutLine(String line, long lineNumber) throws ImportFailure {
        if (run == null || CLOSING.matcher(line.strip()).matches()) {
            // the report's closing line, whole: a copy that lost only the break after it reads as before
            accept(line, lineNumber);
        } else {
            cutAt = lineNumber;
        }
    }

    @Override
    protected void accept(String line, long lineNumber) throws ImportFailure {
        String stripped = line.strip();
        int at = stripped.isEmpty() ? 0 : line.indexOf(stripped);
        Matcher version = VERSION.matcher(stripped);
        if (version.matches()) {
            startRun(lineNumber);
            run.attribute(SysbenchNames.ATTR_VERSION, version.group(1));
            return;
        }
        if (run != null && run.finished() && startsRun(stripped)) {
            finishRun(lineNumber);
        }
        if (run == null) {
            if (!startsRun(stripped)) {
                context(stripped);
                return;
            }
            startRun(lineNumber);
        }
        if (!run.accept(line, stripped, at, lineNumber) && !stripped.isEmpty() && !run.finished()) {
            context.note("line " + lineNumber + ": '" + Texts.abbreviate(stripped, 60)
                    + "' is not a line of sysbench's report; left out");
        }
    }

    private static boolean startsRun(String stripped) {
        return RUN_START.matcher(stripped).matches() || IntervalLine.looksLike(stripped);
    }

    private void context(String stripped) {
        Matcher command = COMMAND.matcher(stripped);
        if (command.find()) {
            this.command = command.group(1).strip();
        }
    }

    private void startRun(long lineNumber) throws ImportFailure {
        if (run != null) {
            finishRun(lineNumber);
        }
        run = new SysbenchRun(lineNumber);
        if (command != null) {
            run.attribute(SysbenchNames.ATTR_COMMAND, command);
            String test = testOf(command);
            run.attribute(SysbenchNames.ATTR_TEST, test);
            run.attribute(AttributeKeys.SCENARIO, test);
            command = null;
        }
    }

    private void finishRun(long lineNumber) throws ImportFailure {
        if (!run.complete()) {
            throw ImportFailure.atLine(lineNumber, "the sysbench run that starts at line " + run.firstLine()
                    + " ends before its report's latency section (is it truncated?)");
        }
        runs.add(run.finish());
        run = null;
    }

    @Override
    protected void end(long lastLine) throws ImportFailure {
        String ends = cutAt > 0 ? "the file ends in the middle of line " + cutAt + ", " : "the file ends ";
        if (run != null) {
            if (!run.complete()) {
                throw ImportFailure.atLine(lastLine, ends + "before the report of the sysbench run that starts"
                        + " at line " + run.firstLine() + " (is it truncated?)");
            }
            if (cutAt > 0) {
                context.note(LineNote.at(fileName, cutAt, ends + "in the report of the sysbench run that starts at line "
                        + run.firstLine() + " (is it truncated?): the figures before it are kept and the run is stored"
                        + " as partial"));
                run.partial();
            }
            finishRun(lastLine);
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected the report of a sysbench run and found none");
        }
    }

    /** The test a command runs: {@code oltp_read_write} of {@code sysbench … /usr/share/sysbench/oltp_read_write.lua run}. */
    private static String testOf(String command) {
        for (String word : command.split("\\s+")) {
            if (!word.startsWith("-") && !word.equals("sysbench") && !word.equals("run")) {
                String name = word.substring(word.lastIndexOf('/') + 1);
                return name.endsWith(".lua") ? name.substring(0, name.length() - 4) : name;
            }
        }
        return null;
    }
}
