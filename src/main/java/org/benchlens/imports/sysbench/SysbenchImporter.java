package org.benchlens.imports.sysbench;

import java.io.IOException;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;

/**
 * sysbench's output, 1.0 and later: the report (SQL statistics, general statistics or throughput,
 * latency, threads fairness), the {@code --report-interval} lines as series and the
 * {@code --histogram} section as a latency histogram; one or many runs a file.
 */
public final class SysbenchImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;

    @Override
    public String format() {
        return SysbenchNames.FORMAT;
    }

    @Override
    public String description() {
        return "sysbench output of 0.4 and later (report, --report-interval lines, --histogram)";
    }

    /** sysbench's version line, one of its interval lines, or its report's sections in their order. */
    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        boolean statistics = false;
        for (String line : lines) {
            if (SysbenchReading.VERSION.matcher(line).matches()
                    && (line.contains("(using ") || line.contains("multi-threaded system evaluation benchmark"))
                    || IntervalLine.looksLike(line)) {
                return true;
            }
            if (line.equals("SQL statistics:") || line.equals("General statistics:")
                    || line.equals("OLTP test statistics:")) {
                statistics = true;
            } else if (statistics && (line.equals("Latency (ms):") || line.equals("Threads fairness:"))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as sysbench prints them")) {
            new SysbenchReading(context, source.path().getFileName().toString()).read(lines, Texts.fileStem(source.path()));
        }
    }
}
