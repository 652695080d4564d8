package org.benchlens.imports.ybio;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.model.YbioNames;

/**
 * The NOTICE output of ybio's setup() and runit() procedures in a psql session: one run per
 * setup() call (step {@code setup}) and one per runit() job (step {@code runit}), with the
 * call's arguments as attributes when the prompt line is there.
 */
public final class YbioNoticeImporter implements Importer {

    private static final int MAX_LINE = 1 << 20;

    @Override
    public String format() {
        return YbioNames.FORMAT_NOTICE;
    }

    @Override
    public String description() {
        return "YBIO setup()/runit() NOTICE output";
    }

    /** A NOTICE line of setup() or runit() with its figures, before any benchruns table header. */
    @Override
    public boolean detect(Peek peek) {
        for (String line : peek.lines()) {
            if (NoticeLine.isYbioNotice(line)) {
                return true;
            }
            if (BenchrunsHeader.recognise(line).isPresent()) {
                return false;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as psql prints them")) {
            new NoticeLog(context).read(new NoticeLines(lines));
            if (lines.lastLineUnterminated()) {
                // psql ends every line it prints with a break: the log was cut, and with it how its runs end
                context.note(LineNote.at(source, lines.lineNumber(), "the file ends in the middle of line "
                        + lines.lineNumber() + " (is it truncated?): the runs are read as far as the log goes"));
            }
        }
    }
}
