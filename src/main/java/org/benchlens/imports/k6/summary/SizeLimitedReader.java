package org.benchlens.imports.k6.summary;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Stops reading once more characters than a k6 summary can hold have gone by, so that a huge
 * file (or a small gzip that unpacks to one) cannot fill the heap.
 */
final class SizeLimitedReader extends FilterReader {

    private final long limit;
    private long count;

    SizeLimitedReader(Reader in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int c = super.read();
        if (c >= 0) {
            counted(1);
        }
        return c;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            counted(n);
        }
        return n;
    }

    private void counted(int n) throws TooLarge {
        count += n;
        if (count > limit) {
            throw new TooLarge(limit);
        }
    }

    /** Thrown through the JSON parser, which passes I/O errors on unchanged. */
    static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(long limit) {
            super("more than " + limit + " characters");
        }
    }
}
