package org.benchlens.imports;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The rows of a CSV input, streamed, each with the line it starts on (a quoted field may span lines),
 * a malformed row (a stray quote) said as a failure at its line, and the user's cancel looked for
 * every few thousand rows.
 */
public final class CsvRows implements Closeable {

    private static final int CANCEL_CHECK_EVERY = 4096;

    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final ImportContext context;
    private final String expected;
    private long linesRead;
    private long line;
    private long rows;

    /** @param expected what a row should be, for the message about a malformed one ("a row of JMeter results") */
    public CsvRows(ImportSource source, ImportContext context, char delimiter, String expected) throws IOException {
        this.parser = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get()
                .parse(source.openReader());
        this.records = parser.iterator();
        this.context = context;
        this.expected = expected;
    }

    /** The next row, or null at the end. */
    public CSVRecord next() throws ImportFailure {
        if (++rows % CANCEL_CHECK_EVERY == 0) {
            context.checkCancelled();
        }
        try {
            if (!records.hasNext()) {
                return null;
            }
            CSVRecord record = records.next();
            line = linesRead + 1;
            linesRead = parser.getCurrentLineNumber();
            return record;
        } catch (UncheckedIOException | IllegalStateException e) {
            String message = String.valueOf(e.getMessage());
            if (message.contains("EOF reached before encapsulated token finished")) {
                throw ImportFailure.atLine(linesRead + 1, "the file ends inside a quoted field of the row that"
                        + " starts at line " + (linesRead + 1) + " (is it truncated?)");
            }
            throw ImportFailure.atLine(linesRead + 1, "expected " + expected + " (" + message + ")");
        }
    }

    /** The line the last row returned starts on, 1-based. */
    public long line() {
        return line;
    }

    /** The 1-based column where field {@code index} of {@code record} starts, counting unquoted fields. */
    public static long column(CSVRecord record, int index) {
        long column = 1;
        for (int i = 0; i < index; i++) {
            column += record.get(i).length() + 1;
        }
        return column;
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
