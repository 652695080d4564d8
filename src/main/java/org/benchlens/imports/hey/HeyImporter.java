package org.benchlens.imports.hey;

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

/** hey's end-of-run summary, one or many a file, with the command line before each when there is one. */
public final class HeyImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern START = Pattern.compile("Summary:");
    private static final Pattern TOTAL = Pattern.compile("Total:\\s*\\S+ secs");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(hey\\s+-.*)$");
    private static final TextRuns.Description TOOL = new TextRuns.Description("hey", START, COMMAND,
            "its 'Status code distribution:' line", HeyRun::new);

    @Override
    public String format() {
        return HeyRun.FORMAT;
    }

    @Override
    public String description() {
        return "hey summary (latency distribution, details, status codes, errors)";
    }

    /**
     * {@code Summary:}, a total in {@code secs} and hey's {@code Requests/sec:}; the histogram, latency
     * distribution and details hey prints after them are often left out of a paste, so they are not
     * required. oha prints {@code Success rate:} and ghz times in ms, so neither is taken for hey.
     */
    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        return lines.contains("Summary:")
                && lines.stream().anyMatch(line -> TOTAL.matcher(line).matches())
                && lines.stream().anyMatch(line -> line.startsWith("Requests/sec:"))
                && lines.stream().noneMatch(line -> line.startsWith("Success rate:"));
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as hey prints them")) {
            new TextRuns(context, TOOL).read(lines, source.path().getFileName().toString());
        }
    }
}
