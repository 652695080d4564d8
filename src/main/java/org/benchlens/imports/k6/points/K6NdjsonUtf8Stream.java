package org.benchlens.imports.k6.points;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/** Text read back as UTF-8 bytes: lets the byte-level reader take a UTF-16 file (as PowerShell writes). */
final class K6NdjsonUtf8Stream extends InputStream {

    private final Reader text;
    private final char[] chars = new char[8192];
    /** A high surrogate kept for the next read, whose low half has not come yet. */
    private int carried;
    private byte[] encoded = new byte[0];
    private int position;

    K6NdjsonUtf8Stream(Reader text) {
        this.text = text;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        while (position == encoded.length) {
            int n = text.read(chars, carried, chars.length - carried);
            if (n < 0 && carried == 0) {
                return -1;
            }
            int total = carried + Math.max(n, 0);
            int usable = n > 0 && Character.isHighSurrogate(chars[total - 1]) ? total - 1 : total;
            encoded = new String(chars, 0, usable).getBytes(StandardCharsets.UTF_8);
            position = 0;
            carried = total - usable;
            if (carried > 0) {
                chars[0] = chars[total - 1];
            }
        }
        int n = Math.min(length, encoded.length - position);
        System.arraycopy(encoded, position, buffer, offset, n);
        position += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        text.close();
    }
}
