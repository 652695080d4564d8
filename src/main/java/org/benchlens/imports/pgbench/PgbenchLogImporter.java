package org.benchlens.imports.pgbench;

import java.io.IOException;
import java.util.List;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.LineNote;
import org.benchlens.imports.Peek;
import org.benchlens.imports.TextLines;
import org.benchlens.imports.Texts;

/**
 * pgbench's {@code --log} files ({@code pgbench_log.PID}, {@code .N} for each further thread): one line a
 * transaction, giving exact latency percentiles and a histogram, or, with {@code --aggregate-interval},
 * one line an interval, giving series and the run's count, average, stddev, min and max. Recognised by
 * the shape of its first line and of three in four of the first fifty (whole numbers, a Unix time where
 * pgbench writes it), so that other numeric tables are not taken while a damaged line is still read, and
 * refused at its line and column.
 */
public final class PgbenchLogImporter implements Importer {

    static final String FORMAT = "pgbench-log";
    private static final int MAX_LINE = 256;
    private static final int PEEK_LINES = 50;

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "pgbench --log transaction logs (per transaction or --aggregate-interval)";
    }

    @Override
    public boolean detect(Peek peek) {
        List<String> lines = peek.lines().stream().filter(line -> !line.isBlank()).limit(PEEK_LINES).toList();
        if (lines.isEmpty()) {
            return false;
        }
        PgbenchLogLine line = new PgbenchLogLine();
        PgbenchLogKind kind = PgbenchLogKind.of(lines.get(0), line);
        if (kind == null) {
            return false;
        }
        long fitting = lines.stream().filter(text -> line.read(text, kind.wordAt()) && kind.fits(line)).count();
        return fitting * 4 >= lines.size() * 3L;
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        PgbenchLogLine line = new PgbenchLogLine();
        PgbenchLogKind kind = null;
        PgbenchTransactionLog transactions = new PgbenchTransactionLog();
        PgbenchIntervalLog intervals = new PgbenchIntervalLog();
        try (TextLines lines = new TextLines(source, context, MAX_LINE, "a pgbench --log line")) {
            for (String text = lines.next(); text != null; text = lines.next()) {
                if (text.isBlank()) {
                    continue;
                }
                if (kind == null) {
                    kind = PgbenchLogKind.of(text, line);
                    if (kind == null) {
                        throw ImportFailure.atLine(lines.lineNumber(), "expected a pgbench --log line");
                    }
                }
                boolean numbers = line.read(text, kind.wordAt());
                if (!numbers || !kind.fits(line)) {
                    boolean cut = numbers && line.size() < 6;
                    throw line.failure(lines.lineNumber(), numbers && !cut ? 0 : line.last(), "expected "
                            + kind.expected() + (cut ? " (is the line cut short?)" : ""));
                }
                if (lines.lastLineUnterminated()) {
                    // pgbench ends every log line with a break: this one was cut and reads, its last figure maybe short
                    context.note(LineNote.at(source, lines.lineNumber(), "the file ends in the middle of line "
                            + lines.lineNumber() + " (is it truncated?): that line is left out"));
                    break;
                }
                if (kind == PgbenchLogKind.TRANSACTIONS) {
                    transactions.add(line);
                } else {
                    intervals.add(line);
                }
            }
        }
        if (kind == null) {
            throw ImportFailure.whole("no pgbench --log lines: the file is empty");
        }
        String stem = Texts.fileStem(source.path());
        if (kind == PgbenchLogKind.TRANSACTIONS) {
            transactions.emit(stem, context);
        } else {
            intervals.emit(stem, context);
        }
    }
}
