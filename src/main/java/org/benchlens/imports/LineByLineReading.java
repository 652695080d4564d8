package org.benchlens.imports;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.benchlens.model.RunDraft;

/**
 * The reading of a tool's console output that takes it line by line, collects the runs it finds
 * and, at the end, hands them over named after the file ({@code stem}, or {@code stem #1}, …).
 */
public abstract class LineByLineReading {

    protected final ImportContext context;
    protected final List<RunDraft> runs = new ArrayList<>();

    protected LineByLineReading(ImportContext context) {
        this.context = context;
    }

    public final void read(TextLines lines, String fileStem) throws IOException, ImportFailure {
        String line;
        while ((line = lines.next()) != null) {
            if (lines.lastLineUnterminated()) {
                cutLine(line, lines.lineNumber());
            } else {
                accept(line, lines.lineNumber());
            }
        }
        end(lines.lineNumber());
        context.emitNamed(runs, fileStem);
    }

    /** One line of the output, 1-based {@code lineNumber}. */
    protected abstract void accept(String line, long lineNumber) throws ImportFailure;

    /**
     * The file's last line, which no line break ends: where the tool ends every line with one, the
     * file was cut there. Read as any other line unless the reading knows better.
     */
    protected void cutLine(String line, long lineNumber) throws ImportFailure {
        accept(line, lineNumber);
    }

    /** After the last line: finish the run under way, or say why the file is not complete. */
    protected abstract void end(long lastLine) throws ImportFailure;
}
