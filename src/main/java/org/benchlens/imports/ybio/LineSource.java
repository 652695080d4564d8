package org.benchlens.imports.ybio;

import java.io.IOException;
import java.io.Reader;

import org.benchlens.imports.ImportContext;
import org.benchlens.imports.ImportFailure;

/**
 * Numbered lines of a text input, each at most {@link #MAX_LINE} characters, so that a file
 * without line breaks (or not text at all) fails with a message instead of exhausting memory.
 * Looks for cancellation now and then: NOTICE logs of long runs have millions of lines.
 */
final class LineSource {

    static final int MAX_LINE = 1 << 20;
    private static final int CANCEL_CHECK_EVERY = 4096;

    private final Reader reader;
    private final ImportContext context;
    private final char[] buffer = new char[1 << 16];
    private final StringBuilder line = new StringBuilder();
    private int position;
    private int limit;
    private long number;

    LineSource(Reader reader, ImportContext context) {
        this.reader = reader;
        this.context = context;
    }

    /** The next line without its line break, or null at the end of the input. */
    String next() throws IOException, ImportFailure {
        line.setLength(0);
        if (!fill()) {
            return null;
        }
        number++;
        if (number % CANCEL_CHECK_EVERY == 0) {
            context.checkCancelled();
        }
        while (fill()) {
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            line.append(buffer, start, position - start);
            if (line.length() > MAX_LINE) {
                throw ImportFailure.atLine(number, "the line is longer than " + MAX_LINE
                        + " characters; expected lines of text as psql prints them");
            }
            if (position < limit) {
                position++;
                break;
            }
        }
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
            line.setLength(end - 1);
        }
        return line.toString();
    }

    /** The number of the line last returned by {@link #next}, 1-based. */
    long number() {
        return number;
    }

    private boolean fill() throws IOException {
        if (position < limit) {
            return true;
        }
        limit = reader.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
            limit = 0;
            return false;
        }
        return true;
    }
}
