package org.benchlens.imports.pgbench;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LineByLineReading;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Texts;
import org.benchlens.model.RunDraft;

/**
 * Reads pgbench's output: one or many runs, each its progress lines and end summary, with the
 * lines around them (a shell prompt with the command, the {@code pgbench (16.2)} version line,
 * Markdown) that say how it was made. Runs are named after the file, numbered when there are several.
 */
final class PgbenchReading extends LineByLineReading {

    private static final Pattern VERSION = Pattern.compile("pgbench \\((\\S+?)(?: \\([^)]*\\))?(?:, server (\\S+?)(?: \\([^)]*\\))?)?\\)");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s\"'/=])(pgbench\\s+-.*?)[\"']?$");
    private static final Pattern INITIALISE = Pattern.compile("\\s(-i|--initialize|-I\\S*)(\\s|$)");

    private PgbenchRun run;
    private ProgressSeries progress = new ProgressSeries();
    private long progressFirstLine;
    private String version;
    private String serverVersion;
    private String command;

    private final String fileName;
    private long cutAt;

    PgbenchReading(ImportContext context, String fileName) {
        super(context);
        this.fileName = fileName;
    }

    /**
     * pgbench ends every line with a break: a last line without one inside a summary was cut, and its
     * figure may be short. It is left out; the summary after its tps line has no closing line of its own
     * (the {@code -r} statement latencies follow it), so a run cut there is partial.
     */
    @Override
    protected void cutLine(String line, long lineNumber) throws ImportFailure {
        if (run == null) {
            accept(line, lineNumber);
        } else {
            cutAt = lineNumber;
        }
    }

    @Override
    protected void accept(String line, long lineNumber) throws ImportFailure {
        String stripped = line.strip();
        int at = line.indexOf(stripped.isEmpty() ? line : stripped);
        if (run != null) {
            if (stripped.startsWith("transaction type:") && !run.tpsSeen()) {
                throw ImportFailure.atLine(lineNumber, "a new pgbench summary starts before the one of line "
                        + run.firstLine() + " reached its tps line (is that one truncated?)");
            }
            boolean scriptPart = stripped.startsWith("- ");
            String content = scriptPart ? stripped.substring(2) : stripped;
            if (!stripped.startsWith("transaction type:") && run.accept(line, content, scriptPart ? at + 2 : at, lineNumber)) {
                return;
            }
            if (!run.tpsSeen()) {
                if (!stripped.isEmpty()) {
                    context.note("line " + lineNumber + ": '" + Texts.abbreviate(stripped, 60)
                            + "' is not a line of a pgbench summary; left out");
                }
                return;
            }
            finishRun();
        }
        if (stripped.startsWith("transaction type:")) {
            run = new PgbenchRun(lineNumber);
            run.accept(line, stripped, at, lineNumber);
            return;
        }
        var progressLine = ProgressLine.parse(line, stripped, lineNumber);
        if (progressLine.isPresent()) {
            if (progress.isEmpty()) {
                progressFirstLine = lineNumber;
            }
            progress.add(progressLine.get());
            return;
        }
        context(stripped);
    }

    /** The version line and the command line before a run say how it was made. */
    private void context(String stripped) {
        Matcher version = VERSION.matcher(stripped);
        if (version.matches()) {
            this.version = version.group(1);
            this.serverVersion = version.group(2);
            return;
        }
        Matcher command = COMMAND.matcher(stripped);
        if (command.find() && !INITIALISE.matcher(command.group(1)).find()) {
            this.command = command.group(1).strip();
        }
    }

    private void finishRun() {
        RunDraft draft = run.finish(progress);
        draft.attribute(PgbenchNames.ATTR_VERSION, version);
        draft.attribute(PgbenchNames.ATTR_SERVER_VERSION, serverVersion);
        draft.attribute(PgbenchNames.ATTR_COMMAND, command);
        runs.add(draft);
        run = null;
        progress = new ProgressSeries();
        version = null;
        serverVersion = null;
        command = null;
    }

    @Override
    protected void end(long lastLine) throws ImportFailure {
        String ends = cutAt > 0 ? "the file ends in the middle of line " + cutAt + ", " : "the file ends ";
        if (run != null) {
            if (!run.tpsSeen()) {
                throw ImportFailure.atLine(lastLine, ends + "before the tps line of the pgbench summary"
                        + " that starts at line " + run.firstLine() + " (is it truncated?)");
            }
            if (cutAt > 0) {
                context.note(LineNote.at(fileName, cutAt, ends + "in the pgbench summary that starts at line "
                        + run.firstLine() + " (is it truncated?): the figures before it are kept and the run is stored"
                        + " as partial"));
                run.partial();
            }
            finishRun();
        }
        if (!progress.isEmpty()) {
            throw ImportFailure.atLine(lastLine, "the file ends after " + progress.size() + " progress lines (from line "
                    + progressFirstLine + ") without pgbench's end summary (is it truncated?)");
        }
        if (runs.isEmpty()) {
            throw ImportFailure.whole("expected pgbench's end summary, a 'transaction type:' line followed by"
                    + " the figures of the run, and found none");
        }
    }
}
