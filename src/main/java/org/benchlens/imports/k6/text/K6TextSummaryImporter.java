package org.benchlens.imports.k6.text;

import java.io.IOException;
import java.util.Set;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;

/**
 * k6's end-of-test text summary as printed to stdout, one run or many in a file: terminal
 * captures with the banner and progress lines, script output with context lines between runs
 * ({@code PostgreSQL instance: m5a.large}), Markdown write-ups with headings, command lines and
 * fenced blocks; the layout before v1 and the v1 one ({@code █ TOTAL RESULTS}, {@code HTTP}, ...).
 */
public final class K6TextSummaryImporter implements Importer {

    public static final String FORMAT = "k6-text";
    static final int MAX_LINE = 16_384;

    /** Metrics every HTTP test prints; two of them with dot leaders make a k6 summary. */
    private static final Set<String> BUILT_IN = Set.of("http_reqs", "http_req_duration", "http_req_failed",
            "http_req_waiting", "http_req_blocked", "iterations", "iteration_duration", "vus", "vus_max",
            "data_received", "data_sent", "checks", "checks_total", "checks_succeeded");

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 end-of-test text summary (stdout), one or many runs";
    }

    @Override
    public boolean detect(Peek peek) {
        if (peek.binary()) {
            return false;
        }
        long builtIns = peek.lines().stream()
                .map(K6TextPatterns::withoutAnsi)
                .map(K6MetricLine::match)
                .filter(line -> line != null && BUILT_IN.contains(line.name()))
                .map(K6MetricLine::name)
                .distinct()
                .limit(2)
                .count();
        return builtIns >= 2;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        K6TextReading reading = new K6TextReading(context, source.path().getFileName().toString());
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "k6 end-of-test summary text")) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                reading.line(lines.lineNumber(), line);
            }
            if (lines.lastLineUnterminated()) {
                reading.leaveOutARunCutShort();
            }
        }
        reading.end();
    }
}
