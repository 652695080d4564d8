package org.benchlens.imports.ab;

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
 * ApacheBench's report, one or many a file (a sweep over {@code -c} levels with shell prompts and
 * Markdown around them), whole or pasted from its {@code Document Path:} or {@code Concurrency Level:} line.
 */
public final class AbImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final TextRuns.Description TOOL = new TextRuns.Description("ab", AbRun.START, AbRun.COMMAND,
            "its HTML transferred line", AbRun::new);

    @Override
    public String format() {
        return AbRun.FORMAT;
    }

    @Override
    public String description() {
        return "ApacheBench (ab) report (failures, connection times, percentage served within a time)";
    }

    /** ab's {@code Concurrency Level:}, {@code Complete requests:} and {@code Failed requests:} lines. */
    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        return lines.stream().anyMatch(line -> CONCURRENCY.matcher(line).matches())
                && lines.stream().anyMatch(line -> COMPLETE.matcher(line).matches())
                && lines.stream().anyMatch(line -> FAILED.matcher(line).matches());
    }

    private static final Pattern CONCURRENCY = Pattern.compile("Concurrency Level:\\s+\\d+");
    private static final Pattern COMPLETE = Pattern.compile("Complete requests:\\s+\\d+");
    private static final Pattern FAILED = Pattern.compile("Failed requests:\\s+\\d+");

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as ab prints them")) {
            new TextRuns(context, TOOL).read(lines, source.path().getFileName().toString());
        }
    }
}
