package org.benchlens.imports.hammerdb;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;

/**
 * HammerDB's output: TPROC-C results (NOPM and TPM, virtual users, the database) and TPROC-H query
 * times with their geometric mean, from the CLI's console, {@code hammerdb.log} or a job's result,
 * and the summary of a TPROC-C time profile ({@code hdbxtprofile.log}); one or many tests a file.
 */
public final class HammerdbImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;

    @Override
    public String format() {
        return HammerdbNames.FORMAT;
    }

    @Override
    public String description() {
        return "HammerDB output (TPROC-C results, TPROC-H query times)";
    }

    /** The CLI's banner, its log's or time profile's heading, a virtual user's line or a test result. */
    @Override
    public boolean detect(Peek peek) {
        for (String line : peek.lines()) {
            VuserLine message = VuserLine.of(line);
            String text = message.message();
            if (text.startsWith("HammerDB CLI v") || text.startsWith("Hammerdb Log @")
                    || text.contains("Hammerdb Time Profile Report @") || TimeProfile.startsSummary(text)
                    || text.startsWith(TpccResult.PREFIX) || QueryTimes.isQueryLine(text)
                    || message.vuser() > 0 && text.equals("RUNNING")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as HammerDB prints them")) {
            HammerdbReading reading = new HammerdbReading(context);
            try {
                reading.read(lines, Texts.fileStem(source.path()));
            } catch (ImportFailure failure) {
                throw cutShort(failure, lines);
            }
            if (lines.lastLineUnterminated() && !reading.endsWhole()) {
                // HammerDB ends every line with a break; the results come before the cut, so the runs keep them
                context.note(LineNote.at(source, lines.lineNumber(), "the file ends in the middle of line "
                        + lines.lineNumber() + " (is it truncated?): the results before it are read"));
            }
        }
    }

    /**
     * A line that does not read, when it is the last and no line break ends it, was cut with the
     * file: that is what the message says, rather than the pattern the whole line would have had.
     */
    private static ImportFailure cutShort(ImportFailure failure, TextLines lines) {
        if (!lines.lastLineUnterminated() || failure.line() != lines.lineNumber()) {
            return failure;
        }
        return ImportFailure.atLine(failure.line(), "the file ends in the middle of line " + failure.line()
                + " (is it truncated?): expected the whole line and the lines after it");
    }
}
