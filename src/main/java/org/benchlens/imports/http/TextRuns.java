package org.benchlens.imports.http;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.Fences;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;
import org.benchlens.model.AttributeKeys;
import org.benchlens.model.RunDraft;

/**
 * Reads the runs of a text report as load tools print them, one or many in a file, with shell
 * prompts, Markdown and other output around them: a run starts at its first line, takes the lines
 * that belong to it, and ends at the first line that does not once it is complete. The command
 * line seen last before a run is kept with it, and the Markdown headings above it as its
 * {@code section} ({@code ## Test2: …}). Runs are named after the file.
 */
public final class TextRuns {

    /** The attribute that keeps the Markdown heading a run comes under, as for k6's text summaries. */
    public static final String SECTION = "section";
    private static final Pattern HEADING = Pattern.compile("(#{1,6})\\s+(.{1,200}?)[\\s#]*");

    private final ImportContext context;
    private final Description tool;
    private final List<RunDraft> runs = new ArrayList<>();
    private TextRun run;
    private long runLine;
    private String command;
    /** The command seen last ends with a shell's {@code \\}: its next line is more of it. */
    private boolean commandContinues;
    /** The Markdown headings above the line being read, by level (index 0 for {@code #}). */
    private final String[] headings = new String[6];
    private String fileName;

    /**
     * @param tool what the tool's runs look like: how one starts, the command that makes one, and
     *             the line without which a run is truncated, for messages ("its Requests/sec line")
     */
    public TextRuns(ImportContext context, Description tool) {
        this.context = context;
        this.tool = tool;
    }

    public record Description(String name, Pattern start, Pattern command, String requiredLine, Supplier<TextRun> newRun) {
    }

    public void read(TextLines lines, String fileName) throws IOException, ImportFailure {
        this.fileName = fileName;
        String text;
        while ((text = lines.next()) != null) {
            if (lines.lastLineUnterminated() && cutInRun(text)) {
                // the tools end every line with a break: this one was cut, its last figure may be short
                cutInRun(lines.lineNumber());
                break;
            }
            accept(LineRules.Line.of(text, lines.lineNumber()));
        }
        end(lines.lineNumber());
        context.emitNamed(runs, Texts.fileStem(fileName));
    }

    private void accept(LineRules.Line line) throws ImportFailure {
        boolean starts = tool.start().matcher(line.stripped()).matches() && (run == null || !run.continuesWith(line));
        if (run != null) {
            if (starts && !run.complete()) {
                throw ImportFailure.atLine(line.number(), "a new " + tool.name() + " run starts before the one of line "
                        + runLine + " reached " + tool.requiredLine() + " (is that one truncated?)");
            }
            if (!starts && run.accept(line)) {
                return;
            }
            if (!run.complete()) {
                if (!line.isBlank()) {
                    context.note("line " + line.number() + ": '" + Texts.abbreviate(line.stripped(), 60)
                            + "' is not a line of " + tool.name() + "'s output; left out");
                }
                return;
            }
            finishRun();
        }
        if (starts) {
            run = tool.newRun().get();
            runLine = line.number();
            run.accept(line);
            return;
        }
        Matcher heading = HEADING.matcher(line.stripped());
        if (heading.matches()) {
            int level = heading.group(1).length() - 1;
            headings[level] = heading.group(2);
            Arrays.fill(headings, level + 1, headings.length, null);
            return;
        }
        if (commandContinues && !line.isBlank()) {
            command(command + " " + line.stripped());
            return;
        }
        Matcher m = tool.command().matcher(line.stripped());
        if (m.find()) {
            command(m.group(1));
        } else {
            commandContinues = false;
        }
    }

    /** A command line, joined with the lines it continues on ({@code hyperfine --warmup 3 \\}, then its commands). */
    private void command(String text) {
        String stripped = text.strip();
        commandContinues = stripped.endsWith("\\");
        command = commandContinues ? stripped.substring(0, stripped.length() - 1).strip() : stripped;
    }

    private void finishRun() {
        finishRun(null);
    }

    /** @param status the status to store instead of the one the run gives itself, or null */
    private void finishRun(String status) {
        RunDraft draft = run.finish();
        if (status != null) {
            draft.attribute(AttributeKeys.STATUS, status);
        }
        draft.attribute("command", command);
        draft.attribute(SECTION, section());
        runs.add(draft);
        run = null;
        command = null;
        commandContinues = false;
    }

    /**
     * The headings above the run from level 2 down, joined by " / " ({@code Scale Down Gradually / Test: Send
     * https /tea traffic}): a level-1 heading is a document's title, kept only when it is the only one. Null
     * without headings.
     */
    private String section() {
        String below = Arrays.stream(headings, 1, headings.length).filter(Objects::nonNull)
                .collect(Collectors.joining(" / "));
        return below.isEmpty() ? headings[0] : below;
    }

    /**
     * True when a last line without its break is one of the run under way: not after the line the tool
     * ends a run with, and not a Markdown fence or blank line that a write-up closes the run with.
     */
    private boolean cutInRun(String text) {
        return run != null && !run.closed() && !text.isBlank() && !Fences.isFence(text);
    }

    /** The file ends in the middle of a line of the run under way: the run without that line, marked partial. */
    private void cutInRun(long line) throws ImportFailure {
        String where = "the file ends in the middle of line " + line + ", inside the " + tool.name()
                + " run that starts at line " + runLine;
        if (!run.complete()) {
            throw ImportFailure.atLine(line, where + ", before " + tool.requiredLine() + " (is it truncated?)");
        }
        context.note(LineNote.at(fileName, line, where + " (is it truncated?): that line is left out and the run"
                + " is stored as partial"));
        finishRun(AttributeKeys.STATUS_PARTIAL);
    }

    private void end(long lastLine) throws ImportFailure {
        if (run != null && run.complete() && run.closingLine() != null && !run.closed()) {
            context.note(LineNote.at(fileName, lastLine, "the file ends before " + run.closingLine() + " of the "
                    + tool.name() + " run that starts at line " + runLine + " (is it truncated?): the run is stored"
                    + " as partial"));
            finishRun(AttributeKeys.STATUS_PARTIAL);
        }
        if (run != null) {
            if (!run.complete()) {
                throw ImportFailure.atLine(lastLine, "the file ends before " + tool.requiredLine() + " of the "
                        + tool.name() + " run that starts at line " + runLine + " (is it truncated?)");
            }
            finishRun();
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected " + tool.name() + "'s output and found none");
        }
    }
}
