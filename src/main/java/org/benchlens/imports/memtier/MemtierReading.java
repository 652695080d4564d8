package org.benchlens.imports.memtier;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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
 * Reads memtier_benchmark's output line by line: the command line and the threads, connections and
 * requests it prints before a results table are kept with the table's run; progress lines and the
 * latency distribution after the table are passed over.
 */
final class MemtierReading {

    static final String FORMAT = "memtier";
    static final Pattern TITLE = Pattern.compile("ALL STATS|BEST RUN RESULTS|WORST RUN RESULTS"
            + "|AGGREGATED AVERAGE RESULTS \\(\\d+ runs\\)");
    /** What a table is called whose title a paste left out. */
    private static final String UNTITLED = "results";
    private static final Pattern PARAMETER = Pattern.compile("(\\d+)\\s+(Threads|Connections per thread"
            + "|Requests per client|Seconds)");
    static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(memtier_benchmark(?:\\s.*)?)$");

    private final ImportContext context;
    private final String fileName;
    private final List<RunDraft> runs = new ArrayList<>();
    private RunParameters parameters = new RunParameters();
    private ResultsTable table;
    /** The part read of a command line that continues on the next line, or null. */
    private String command;

    MemtierReading(ImportContext context, String fileName) {
        this.context = context;
        this.fileName = fileName;
    }

    void read(TextLines lines) throws IOException, ImportFailure {
        String text;
        while ((text = lines.next()) != null) {
            // memtier ends every cell with a space: a last line that keeps it lacks only its line break
            if (lines.lastLineUnterminated() && table != null && !table.complete() && !text.isBlank()
                    && !text.endsWith(" ")) {
                context.note(LineNote.at(fileName, lines.lineNumber(), "the file ends in the middle of line "
                        + lines.lineNumber() + ", inside the " + table.title() + " table that starts at line "
                        + table.line() + " (is it truncated?): that line is left out and the run is stored as partial"));
                endTable(AttributeKeys.STATUS_PARTIAL);
                break;
            }
            accept(text.strip(), lines.lineNumber());
        }
        if (table != null) {
            endTable(lines.lineNumber());
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected memtier_benchmark's results table and found none");
        }
        context.emitNamed(runs, Texts.fileStem(fileName));
    }

    private void accept(String line, long number) throws ImportFailure {
        if (table != null) {
            if (!line.isEmpty() && table.accept(line, number)) {
                return;
            }
            if (line.isEmpty() && !table.started()) {
                return;
            }
            endTable(number);
        }
        Matcher m;
        if (TITLE.matcher(line).matches()) {
            table = newTable(line, number);
        } else if (ResultsTable.isHeader(line) && parameters.fromCommand() && !parameters.used()) {
            // a paste that put "[...]" in place of the progress lines and the title keeps the command above its table
            table = newTable(UNTITLED, number);
            table.accept(line, number);
        } else if (command != null) {
            continueCommand(line.replaceFirst("^>\\s*", ""));
        } else if ((m = PARAMETER.matcher(line)).matches()) {
            if (parameters.used()) {
                parameters = new RunParameters();
            }
            parameters.printed(m.group(2), m.group(1));
        } else if ((m = COMMAND.matcher(line)).find()) {
            command = "";
            continueCommand(m.group(1));
        }
    }

    private ResultsTable newTable(String title, long number) {
        RunDraft run = new RunDraft(FORMAT, "");
        parameters.applyTo(run);
        if (!title.equals(UNTITLED)) {
            run.attribute("results", title);
        }
        return new ResultsTable(run, title, number);
    }

    /** A command line, continued on the next line where it ends with a backslash. */
    private void continueCommand(String part) {
        String stripped = part.strip();
        boolean continues = stripped.endsWith("\\");
        command = (command + " " + (continues ? stripped.substring(0, stripped.length() - 1) : stripped)).strip();
        if (!continues) {
            parameters = new RunParameters().command(command.replaceAll("\\s+", " "));
            command = null;
        }
    }

    /** The table ends at its first line that is not one of its rows: without a Totals row it was cut. */
    private void endTable(long number) {
        if (!table.complete()) {
            context.note(LineNote.at(fileName, number, "the " + table.title() + " table that starts at line "
                    + table.line() + " ends before its Totals row (is it truncated?): the run is stored as partial"));
            endTable(AttributeKeys.STATUS_PARTIAL);
        } else {
            endTable(AttributeKeys.STATUS_COMPLETED);
        }
    }

    private void endTable(String status) {
        RunDraft run = table.run();
        run.attribute(AttributeKeys.STATUS, status);
        runs.add(run);
        table = null;
    }
}
