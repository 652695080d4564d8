package org.benchlens.imports.table;

import java.io.IOException;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;

/**
 * Result tables and VU sweep blocks pasted into text files from write-ups: one run per table row
 * (scenario, with instance and version from the headings) and per sweep line (scenario, VUs,
 * request rate, failure rate, with instance and deployment from the heading).
 */
public final class ResultTableImporter implements Importer {

    public static final String FORMAT = "table";
    private static final int MAX_LINE = 16_384;

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "pasted k6 result tables and VU sweep blocks";
    }

    /** A table header with k6 column names and a row that fits it, or a titled block of sweep lines. */
    @Override
    public boolean detect(Peek peek) {
        if (peek.binary()) {
            return false;
        }
        List<String> lines = peek.lines();
        for (int i = 0; i + 1 < lines.size(); i++) {
            String line = lines.get(i);
            if (SweepLine.parse(line) != null && SweepLine.parse(lines.get(i + 1)) != null
                    && i > 0 && TableHeadings.title(lines.get(i - 1)) != null) {
                return true;
            }
            TableHeader header = TableHeader.parse(line);
            if (header != null) {
                int next = i + 1;
                while (next < lines.size() && lines.get(next).isBlank()) {
                    next++;
                }
                if (next < lines.size() && header.fits(TableCells.of(lines.get(next)))) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        TableReading reading = new TableReading(context, FORMAT, source.path().getFileName().toString());
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a result table or sweep line")) {
            for (String line = lines.next(); line != null; line = lines.next()) {
                reading.line(lines.lineNumber(), line);
            }
            if (lines.lastLineUnterminated()) {
                reading.lastLineUnterminated(lines.lineNumber());
            }
        }
        reading.end();
    }
}
