package org.benchlens.imports.ycsb;

import java.io.IOException;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;

/**
 * YCSB's console output: the end report ({@code [OVERALL]}, one block per operation with its
 * latencies and return codes, hdrhistogram and the older histogram measurement type) and the
 * {@code -s} status lines as series; one or many runs a file.
 */
public final class YcsbImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;

    @Override
    public String format() {
        return YcsbNames.FORMAT;
    }

    @Override
    public String description() {
        return "YCSB output (end report, -s status lines)";
    }

    /** The report's {@code [OVERALL]} lines, a status line, or the client's version line. */
    @Override
    public boolean detect(Peek peek) {
        for (String line : peek.lines()) {
            String stripped = line.strip();
            if (stripped.startsWith("[OVERALL], RunTime(ms),") || stripped.startsWith("[OVERALL], Throughput(ops/sec),")
                    || YcsbReading.VERSION.matcher(stripped).matches()
                    || StatusLine.looksLike(stripped) && stripped.contains("current ops/sec;")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as YCSB prints them")) {
            new YcsbReading(context, source.path().getFileName().toString()).read(lines, Texts.fileStem(source.path()));
        }
    }
}
