package org.benchlens.imports.k6.points;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Byte searches eight bytes at a time: most of the time of reading a k6 file is spent in strings. */
final class K6NdjsonBytes {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5c5c5c5c5c5c5c5cL;
    private static final long SPACES = 0x2020202020202020L;

    private K6NdjsonBytes() {
    }

    /** The eight bytes at {@code index}, the first in the lowest bits. */
    static long longAt(byte[] bytes, int index) {
        return (long) LONGS.get(bytes, index);
    }

    /**
     * The index of the first quote, backslash or control character (a newline included) at or
     * after {@code from}: the end of a JSON string's plain run. The array must hold one such byte.
     */
    static int stringStop(byte[] b, int from) {
        int i = from;
        int lastWord = b.length - 8;
        while (i <= lastWord) {
            long x = (long) LONGS.get(b, i);
            long quote = x ^ QUOTES;
            long backslash = x ^ BACKSLASHES;
            // a byte is flagged when it is zero (found) or below 0x20; bytes above the first true hit
            // may be flagged wrongly by borrows, so only the lowest flag is used
            long found = ((quote - ONES) & ~quote | (backslash - ONES) & ~backslash | (x - SPACES) & ~x) & HIGHS;
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
            i += 8;
        }
        while ((b[i] & 0xff) >= 0x20 && b[i] != '"' && b[i] != '\\') {
            i++;
        }
        return i;
    }
}
