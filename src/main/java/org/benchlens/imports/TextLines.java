package org.benchlens.imports;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads an input's text line by line ({@code \n}, {@code \r\n} or a lone {@code \r}, which terminal
 * captures use to redraw progress bars) and counts lines, refusing a line longer than a limit so
 * that a file without line breaks cannot exhaust memory, and looking for the user's cancel every
 * thousand lines.
 */
public final class TextLines implements Closeable {

    private static final int CANCEL_CHECK_EVERY = 1000;

    private final Reader reader;
    private final ImportContext context;
    private final int maxLength;
    private final String expected;
    private final char[] buffer = new char[8192];
    private int position;
    private int limit;
    private boolean skipLineFeed;
    private long lineNumber;
    private int foldWidth;
    private boolean unterminated;

    /**
     * @param expected what a line should be, for the message about an over-long line
     *                 ("a k6 end-of-test summary line")
     */
    public TextLines(ImportSource source, ImportContext context, int maxLength, String expected) throws IOException {
        this.reader = source.openReader();
        this.context = context;
        this.maxLength = maxLength;
        this.expected = expected;
    }

    /**
     * Reads lines folded at {@code width} ({@link FoldedLines}) as the lines they were: a line of
     * exactly that width is joined with the next; {@link #lineNumber} is then the last piece's.
     */
    public TextLines unfoldingAt(int width) {
        this.foldWidth = width;
        return this;
    }

    /** The next line without its terminator, or null at the end; folded lines joined when asked. */
    public String next() throws IOException, ImportFailure {
        String line = nextPhysical();
        if (foldWidth <= 0 || line == null) {
            return line;
        }
        StringBuilder joined = new StringBuilder(line);
        String piece = line;
        while (piece != null && piece.length() == foldWidth && joined.length() < maxLength) {
            piece = nextPhysical();
            if (piece != null) {
                joined.append(piece);
            }
        }
        return joined.toString();
    }

    private String nextPhysical() throws IOException, ImportFailure {
        if (lineNumber % CANCEL_CHECK_EVERY == CANCEL_CHECK_EVERY - 1) {
            context.checkCancelled();
        }
        StringBuilder line = new StringBuilder();
        boolean any = false;
        while (true) {
            if (position == limit) {
                limit = reader.read(buffer);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (!any) {
                        return null;
                    }
                    lineNumber++;
                    unterminated = true;
                    return line.toString();
                }
            }
            char c = buffer[position++];
            if (skipLineFeed) {
                skipLineFeed = false;
                if (c == '\n') {
                    continue;
                }
            }
            any = true;
            if (c == '\n' || c == '\r') {
                skipLineFeed = c == '\r';
                lineNumber++;
                return line.toString();
            }
            if (line.length() == maxLength) {
                throw ImportFailure.atLine(lineNumber + 1, "the line is longer than "
                        + maxLength + " characters; expected " + expected);
            }
            line.append(c);
        }
    }

    /**
     * True when the line last returned is the input's last and no line break ends it: the input
     * may have been cut in the middle of that line.
     */
    public boolean lastLineUnterminated() {
        return unterminated;
    }

    /** The number of the line last returned, 1-based. */
    public long lineNumber() {
        return lineNumber;
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
