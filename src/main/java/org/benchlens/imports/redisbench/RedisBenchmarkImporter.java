package org.benchlens.imports.redisbench;

import java.io.IOException;
import java.util.regex.Pattern;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;

/**
 * redis-benchmark's output: the report of each test in the layout before Redis 6.2 (a cumulative
 * distribution in milliseconds, then the requests per second) and after it (percentile distribution
 * and a summary), the {@code -q} lines and the {@code --csv} rows; one run per invocation.
 */
public final class RedisBenchmarkImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;
    private static final Pattern COMPLETED = Pattern.compile("\\d+ requests completed in \\S+ seconds");

    @Override
    public String format() {
        return RedisBenchmarkReading.FORMAT;
    }

    @Override
    public String description() {
        return "redis-benchmark output (test reports of old and new layouts, -q lines, --csv)";
    }

    /**
     * A test's title line with its {@code requests completed in} line, a {@code -q} line, or the new
     * {@code --csv} header: each is printed by redis-benchmark alone.
     */
    @Override
    public boolean detect(Peek peek) {
        boolean title = false;
        for (String line : peek.lines()) {
            String stripped = line.strip();
            if (RedisBenchmarkReading.TITLE.matcher(stripped).matches()) {
                title = true;
            } else if (title && COMPLETED.matcher(stripped).matches()
                    || RedisBenchmarkReading.QUIET.matcher(stripped).matches()
                    || stripped.startsWith(RedisBenchmarkReading.CSV_HEADER)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as redis-benchmark prints them")) {
            new RedisBenchmarkReading(context, source.path().getFileName().toString()).read(lines);
        }
    }
}
