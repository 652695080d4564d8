package org.benchlens.imports.pgbench;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;

/**
 * pgbench's output as it prints it: the end summary of every version from 9.x (one or many runs a
 * file, Markdown and shell prompts around them allowed), its {@code -P} progress lines as series,
 * and the per-script and per-statement ({@code -r}) latencies as steps.
 */
public final class PgbenchImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern PROGRESS = Pattern.compile("progress: \\d+(?:\\.\\d+)? s, \\S+ tps, lat .*");
    private static final Pattern SUMMARY_LINE =
            Pattern.compile("(scaling factor|query mode|number of clients|number of threads): .*");

    @Override
    public String format() {
        return PgbenchNames.FORMAT;
    }

    @Override
    public String description() {
        return "pgbench output (end summary, -P progress, -r statement latencies)";
    }

    /** A {@code transaction type:} line with summary lines after it, or a progress line as only pgbench prints it. */
    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        boolean summaryStarted = false;
        for (String line : lines) {
            if (PROGRESS.matcher(line).matches()) {
                return true;
            }
            if (line.startsWith("transaction type:")) {
                summaryStarted = true;
            } else if (summaryStarted && SUMMARY_LINE.matcher(line).matches()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as pgbench prints them")) {
            new PgbenchReading(context, source.path().getFileName().toString()).read(lines, Texts.fileStem(source.path()));
        }
    }
}
