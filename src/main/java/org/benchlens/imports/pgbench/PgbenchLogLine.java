package org.benchlens.imports.pgbench;

import java.util.Set;

import org.benchlens.imports.ImportFailure;

/**
 * One line of a pgbench {@code --log} file split into its whole numbers, without a regular expression
 * or a string a field (the files run to gigabytes). A transaction's time may be {@code skipped} or
 * {@code failed} instead of a number, or with {@code --failures-detailed} the kind of failure
 * ({@code serialization}, {@code deadlock}; {@code other} in later versions).
 */
final class PgbenchLogLine {

    static final long SKIPPED = -1;
    static final long FAILED = -2;
    /** Time stamps between 2000 and 2100: what tells a log's epoch field from other numbers. */
    private static final long EPOCH_FROM = 946_684_800L;
    private static final long EPOCH_TO = 4_102_444_800L;
    private static final int MAX_FIELDS = 16;
    /** {@code failed}, or with {@code --failures-detailed} (pgbench 15+) the kind of failure. */
    private static final Set<String> FAILURE_WORDS = Set.of("failed", "serialization", "deadlock", "other");

    private final long[] values = new long[MAX_FIELDS];
    private final int[] columns = new int[MAX_FIELDS];
    private int size;

    /** Reads the line; false when it is not whole numbers (a word only where {@code wordAt} allows). */
    boolean read(String line, int wordAt) {
        size = 0;
        int length = line.length();
        int at = 0;
        while (at < length) {
            while (at < length && line.charAt(at) == ' ') {
                at++;
            }
            if (at == length) {
                break;
            }
            if (size == MAX_FIELDS) {
                return false;
            }
            int start = at;
            long value = 0;
            boolean digits = true;
            while (at < length && line.charAt(at) != ' ') {
                char c = line.charAt(at++);
                if (c < '0' || c > '9' || at - start > 18) {
                    digits = false;
                }
                value = value * 10 + (c - '0');
            }
            if (!digits) {
                String word = line.substring(start, at);
                if (size == wordAt && word.equals("skipped")) {
                    value = SKIPPED;
                } else if (size == wordAt && FAILURE_WORDS.contains(word)) {
                    value = FAILED;
                } else {
                    columns[size] = start + 1;
                    size++;
                    return false;
                }
            }
            values[size] = value;
            columns[size] = start + 1;
            size++;
        }
        return size > 0;
    }

    int size() {
        return size;
    }

    long get(int field) {
        return values[field];
    }

    /** The 1-based column where a field starts (after a failed {@link #read}, the field that did not read). */
    int column(int field) {
        return columns[Math.min(field, MAX_FIELDS - 1)];
    }

    /** The field that did not read in the last failed {@link #read}. */
    int last() {
        return Math.max(0, size - 1);
    }

    static boolean isEpoch(long seconds) {
        return seconds >= EPOCH_FROM && seconds <= EPOCH_TO;
    }

    /** A failure at this line's field, saying what was expected there. */
    ImportFailure failure(long line, int field, String expected) {
        return new ImportFailure(line, column(field), expected);
    }
}
