package org.benchlens.imports;

import java.io.Closeable;
import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
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

    private final LastCharReader input;
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final ImportContext context;
    private final String expected;
    private long linesRead;
    private long line;
    private long rows;
    private boolean lastRowCut;

    /** @param expected what a row should be, for the message about a malformed one ("a row of JMeter results") */
    public CsvRows(ImportSource source, ImportContext context, char delimiter, String expected) throws IOException {
        this.input = new LastCharReader(source.openReader());
        this.parser = CSVFormat.DEFAULT.builder().setDelimiter(delimiter).setIgnoreEmptyLines(true).get()
                .parse(input);
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
            lastRowCut = !records.hasNext() && !input.endsWithLineBreak();
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

    /**
     * True when the row last returned is the input's last and no line break ends it. The tools whose
     * CSV BenchLens reads end every row with one: the row was cut, and its last field may be short.
     */
    public boolean lastRowCut() {
        return lastRowCut;
    }

    /**
     * The note for a last row without its line break that has all its fields: read as it is, since a
     * hand-edited file may end so, but its last field may be short ("347" of "3478").
     *
     * @param what      the row ("the sample")
     * @param lastField the name of the row's last column
     */
    public String cutNote(ImportSource source, String what, String lastField) {
        return LineNote.at(source, line, "the file ends in the middle of line " + line + " (is it truncated?): "
                + what + " on it is read as it is, but its last field, " + lastField + ", may be short");
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

    /** Remembers the last character read, to tell whether the input ends with a line break. */
    private static final class LastCharReader extends FilterReader {
        private int last = '\n';

        LastCharReader(Reader in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            if (c >= 0) {
                last = c;
            }
            return c;
        }

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            int n = super.read(buffer, offset, length);
            if (n > 0) {
                last = buffer[offset + n - 1];
            }
            return n;
        }

        boolean endsWithLineBreak() {
            return last == '\n' || last == '\r';
        }
    }
}
