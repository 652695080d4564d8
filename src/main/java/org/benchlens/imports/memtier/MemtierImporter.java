package org.benchlens.imports.memtier;

import java.io.IOException;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;

/**
 * memtier_benchmark's text output: each results table ({@code ALL STATS}, or with {@code --run-count}
 * the best, worst and average ones) a run, with a step per type of request and the threads and
 * connections printed above it.
 */
public final class MemtierImporter implements Importer {

    private static final int MAX_LINE = 1 << 16;

    @Override
    public String format() {
        return MemtierReading.FORMAT;
    }

    @Override
    public String description() {
        return "memtier_benchmark output (ALL STATS table, run parameters)";
    }

    /**
     * A table's title ({@code ALL STATS} …), or the {@code memtier_benchmark} command line of a paste that
     * left the title out, with memtier's column header under it and its {@code Totals} row: a write-up that
     * keeps only a row or two of memtier's table is not memtier's output.
     */
    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).toList();
        boolean title = false;
        boolean header = false;
        for (String line : lines) {
            // a pasted table may lack its title, but not the command line above it
            if (MemtierReading.TITLE.matcher(line).matches() || MemtierReading.COMMAND.matcher(line).find()) {
                title = true;
            } else if (title && ResultsTable.isHeader(line)) {
                header = true;
            } else if (header && line.startsWith("Totals ")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as memtier_benchmark prints them")) {
            new MemtierReading(context, source.path().getFileName().toString()).read(lines);
        }
    }
}
