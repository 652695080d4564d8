package org.benchlens.imports.k6.points;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import org.benchlens.imports.requests.TrendHistograms;
import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.ImportSource;
import org.benchlens.imports.Importer;
import org.benchlens.imports.Peek;

/**
 * k6 {@code --out csv} output: one point a row, plain or gzipped. Aggregated as it is read, the
 * same way as the NDJSON points (statistics, histograms, one-second series), so both give the
 * same run. Times are whole seconds unless {@code timeFormat} asked for more, so the run's
 * duration and rates are to the second. A last row cut short (k6 still writing, or stopped) is
 * left out with a note and the run is marked aborted; any other row that is not a k6 point fails
 * the import with its line number.
 */
public final class K6CsvImporter implements Importer {

    public static final String FORMAT = "k6-csv";
    /** Rows aggregated before they are merged into the run, which bounds the memory of a chunk. */
    private static final int CHUNK_ROWS = 16_384;

    @Override
    public String format() {
        return FORMAT;
    }

    @Override
    public String description() {
        return "k6 --out csv (points, plain or gzipped)";
    }

    @Override
    public boolean detect(Peek peek) {
        return K6CsvColumns.isHeader(peek.firstNonBlankLine());
    }

    @Override
    public void read(ImportSource source, ImportContext context) throws IOException, ImportFailure {
        K6PointRun run = new K6PointRun();
        TrendHistograms histograms = run.newHistogramSet();
        try (Reader reader = source.openReader();
             CSVParser parser = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).get().parse(reader)) {
            Iterator<CSVRecord> records = parser.iterator();
            if (!hasNext(records, 1)) {
                throw ImportFailure.whole("no k6 CSV header: the file is empty");
            }
            K6CsvColumns columns = K6CsvColumns.of(records.next());
            K6PointLine line = new K6PointLine();
            K6PointChunk chunk = new K6PointChunk(histograms);
            long lineNumber = parser.getCurrentLineNumber();
            while (hasNext(records, lineNumber + 1)) {
                CSVRecord record = records.next();
                long recordLine = lineNumber + 1;
                lineNumber = parser.getCurrentLineNumber();
                chunk.lines++;
                if (record.size() != columns.size()) {
                    if (record.size() < columns.size() && !hasNext(records, lineNumber + 1)) {
                        run.cutLastLine(recordLine);
                        break;
                    }
                    throw ImportFailure.atLine(recordLine, "expected " + columns.size() + " fields as in the header,"
                            + " found " + record.size());
                }
                String problem = columns.read(record, line);
                if (problem != null) {
                    throw ImportFailure.atLine(recordLine, problem);
                }
                chunk.accept(line);
                if (chunk.lines == CHUNK_ROWS) {
                    run.merge(chunk);
                    chunk = new K6PointChunk(histograms);
                    context.checkCancelled();
                }
            }
            run.merge(chunk);
        }
        run.addHistograms(histograms);
        if (!run.hasPoints()) {
            throw ImportFailure.whole("no k6 points: the file has a header but no rows");
        }
        K6PointDraftBuilder.emit(run, FORMAT, source.path(), context);
    }

    /** The parser's next step, with a malformed row (a stray quote) said as a failure at its line. */
    private static boolean hasNext(Iterator<CSVRecord> records, long line) throws ImportFailure {
        try {
            return records.hasNext();
        } catch (UncheckedIOException | IllegalStateException e) {
            throw ImportFailure.atLine(line, "expected a CSV row of k6 points (" + e.getMessage() + ")");
        }
    }
}
