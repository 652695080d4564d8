package org.benchlens.imports.ybio;

import java.io.IOException;
import java.util.List;

import org.benchlens.imports.FoldedLines;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.model.YbioNames;

/**
 * YBIO's {@code benchruns} table as psql or {@code \copy} dumped it: aligned, unaligned with any
 * of '|', ',' or a tab, or CSV; with or without the report query's computed columns and the
 * comments column. One run per job, step {@code runit}.
 */
public final class YbioBenchrunsImporter implements Importer {

    /**
     * The longest line, and the longest quoted CSV field, read: a file without line breaks fails
     * instead of filling memory.
     */
    static final int MAX_LINE = 1 << 20;

    @Override
    public String format() {
        return YbioNames.FORMAT;
    }

    @Override
    public String description() {
        return "YBIO benchruns table (psql output or CSV)";
    }

    /** A header naming every benchruns column, with no YBIO NOTICE line before it (that is a log). */
    @Override
    public boolean detect(Peek peek) {
        return detect(peek.lines()) || detect(FoldedLines.unfold(peek.lines(), FoldedLines.width(peek.lines())));
    }

    private static boolean detect(List<String> lines) {
        for (String line : lines) {
            if (NoticeLine.isYbioNotice(line)) {
                return false;
            }
            if (BenchrunsHeader.recognise(line).isPresent()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        List<String> head = source.peek().lines();
        int foldWidth = detect(head) ? 0 : FoldedLines.width(head);
        if (foldWidth > 0) {
            context.note("the table's lines were folded at " + foldWidth + " characters (by a terminal or an editor);"
                    + " they are read joined again");
        }
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "lines of text as psql prints them")
                .unfoldingAt(foldWidth)) {
            BenchrunsTable table = BenchrunsTable.open(lines, context, foldWidth > 0);
            noteOtherColumns(table.header(), context);
            table.forEachRow(row -> context.emit(BenchrunsJob.toRun(row, context)));
        }
    }

    private static void noteOtherColumns(BenchrunsHeader header, ImportContext context) {
        List<String> others = header.names().stream()
                .filter(name -> !name.isBlank() && !BenchrunsJob.isKnownColumn(name)).toList();
        if (!others.isEmpty()) {
            context.note("columns " + String.join(", ", others) + " are not benchruns columns; kept as attributes");
        }
    }
}
