package org.benchlens.imports.oha;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.http.TextRuns;

/**
 * oha's text summary, one or many a file (Markdown, prompts and other output around them), with the
 * {@code oha …} command line before each when there is one. hey prints a summary of the same shape, but
 * never its {@code Success rate:} line, which every oha version prints right under {@code Summary:}: with
 * the two, a summary cut before its figures is still oha's, and refused as cut.
 */
public final class OhaTextImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern START = Pattern.compile("Summary:");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(oha\\s+.*)$");
    private static final TextRuns.Description TOOL = new TextRuns.Description("oha", START, COMMAND,
            "its 'Requests/sec:' line", OhaTextRun::new);

    @Override
    public String format() {
        return OhaTextRun.FORMAT;
    }

    @Override
    public String description() {
        return "oha's text summary (latency distribution, details, status codes, errors)";
    }

    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        return lines.contains("Summary:") && lines.stream().anyMatch(line -> line.startsWith("Success rate:"));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as oha prints them")) {
            new TextRuns(context, TOOL).read(lines, source.path().getFileName().toString());
        }
    }
}
