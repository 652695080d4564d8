package org.benchlens.imports.wrk;

import java.io.IOException;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.http.TextRuns;

/**
 * wrk's and wrk2's output as they print it, one run or many a file (Markdown and shell prompts
 * around them allowed), with the {@code --latency} distribution and wrk2's percentile spectrum.
 */
public final class WrkImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern START = Pattern.compile("Running \\S+ test @ .+");
    private static final Pattern THREADS = Pattern.compile("\\d+ threads and \\d+ connections");
    private static final Pattern COMMAND = Pattern.compile("(?:^|[\\s/$>])(wrk2?\\s+-.*)$");
    private static final TextRuns.Description TOOL = new TextRuns.Description("wrk", START, COMMAND,
            "its Requests/sec line", WrkRun::new);

    @Override
    public String format() {
        return WrkRun.FORMAT;
    }

    @Override
    public String description() {
        return "wrk and wrk2 output (--latency distribution, wrk2 percentile spectrum)";
    }

    /** A {@code Running 30s test @ URL} line followed by the threads and connections line. */
    @Override
    public boolean detect(Peek peek) {
        var lines = peek.lines().stream().map(String::strip).toList();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (START.matcher(lines.get(i)).matches() && THREADS.matcher(lines.get(i + 1)).matches()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as wrk prints them")) {
            new TextRuns(context, TOOL).read(lines, source.path().getFileName().toString());
        }
    }
}
