package org.benchlens.imports.cut;

import java.util.Arrays;

/** A file's first bytes, cut inside a line and never inside a UTF-8 character. */
final class CutBytes {

    private CutBytes() {
    }

    /** The bytes up to about {@code percent} % of the file, moved forward until both sides of the cut are in one line. */
    static byte[] midLine(byte[] whole, int percent) {
        int at = Math.max(1, (int) ((long) whole.length * percent / 100));
        while (at < whole.length - 1 && !insideALine(whole, at)) {
            at++;
        }
        while (at > 1 && !insideALine(whole, at)) {
            at--;
        }
        return Arrays.copyOf(whole, at);
    }

    private static boolean insideALine(byte[] bytes, int at) {
        return !lineEnd(bytes[at - 1]) && !lineEnd(bytes[at]) && (bytes[at] & 0xC0) != 0x80;
    }

    private static boolean lineEnd(byte b) {
        return b == '\n' || b == '\r';
    }
}
