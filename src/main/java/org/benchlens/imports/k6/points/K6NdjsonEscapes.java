package org.benchlens.imports.k6.points;

/** Decodes the escapes of a JSON string ({@code \"}, {@code \n}, {@code \u0026}, surrogate pairs) to UTF-8. */
final class K6NdjsonEscapes {

    private K6NdjsonEscapes() {
    }

    /**
     * Writes the decoded text of {@code src[from, to)} (a string's content, without quotes, whose
     * escapes are complete) to {@code out} at {@code at}; it is never longer than the escaped form.
     *
     * @return the index after the last byte written, or -1 when an escape is not valid JSON
     */
    static int decode(byte[] src, int from, int to, byte[] out, int at) {
        int n = at;
        int i = from;
        while (i < to) {
            byte c = src[i++];
            if (c != '\\') {
                out[n++] = c;
                continue;
            }
            if (i >= to) {
                return -1;
            }
            byte e = src[i++];
            switch (e) {
                case '"', '\\', '/' -> out[n++] = e;
                case 'b' -> out[n++] = '\b';
                case 'f' -> out[n++] = '\f';
                case 'n' -> out[n++] = '\n';
                case 'r' -> out[n++] = '\r';
                case 't' -> out[n++] = '\t';
                case 'u' -> {
                    int code = hex4(src, i, to);
                    if (code < 0) {
                        return -1;
                    }
                    i += 4;
                    if (Character.isHighSurrogate((char) code) && i + 6 <= to && src[i] == '\\' && src[i + 1] == 'u') {
                        int low = hex4(src, i + 2, to);
                        if (low >= 0 && Character.isLowSurrogate((char) low)) {
                            code = Character.toCodePoint((char) code, (char) low);
                            i += 6;
                        }
                    }
                    n = utf8(code, out, n);
                }
                default -> {
                    return -1;
                }
            }
        }
        return n;
    }

    private static int hex4(byte[] src, int at, int limit) {
        if (at + 4 > limit) {
            return -1;
        }
        int value = 0;
        for (int i = at; i < at + 4; i++) {
            int digit = Character.digit(src[i], 16);
            if (digit < 0) {
                return -1;
            }
            value = value * 16 + digit;
        }
        return value;
    }

    private static int utf8(int code, byte[] out, int n) {
        if (code <= 0xffff && Character.isSurrogate((char) code)) {
            code = 0xfffd; // a lone half of a surrogate pair is not text
        }
        if (code < 0x80) {
            out[n++] = (byte) code;
        } else if (code < 0x800) {
            out[n++] = (byte) (0xc0 | code >> 6);
            out[n++] = (byte) (0x80 | code & 0x3f);
        } else if (code < 0x10000) {
            out[n++] = (byte) (0xe0 | code >> 12);
            out[n++] = (byte) (0x80 | code >> 6 & 0x3f);
            out[n++] = (byte) (0x80 | code & 0x3f);
        } else {
            out[n++] = (byte) (0xf0 | code >> 18);
            out[n++] = (byte) (0x80 | code >> 12 & 0x3f);
            out[n++] = (byte) (0x80 | code >> 6 & 0x3f);
            out[n++] = (byte) (0x80 | code & 0x3f);
        }
        return n;
    }
}
