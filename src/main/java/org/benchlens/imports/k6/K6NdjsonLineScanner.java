package org.benchlens.imports.k6;

import java.nio.charset.StandardCharsets;

/**
 * Reads one line of k6 {@code --out json} output straight from the bytes, by key and in any key
 * order, into a {@link K6PointLine}: several times faster than a general JSON parser, which
 * matters for files of gigabytes. It knows only what k6 writes; on anything else (a Metric line,
 * odd time text, a tag that is not a string, broken JSON) it gives up and the caller parses the
 * line with Jackson, which also names the problem when there is one.
 */
final class K6NdjsonLineScanner {

    private static final byte[] TYPE = K6PointLine.ascii("type");
    private static final byte[] METRIC = K6PointLine.ascii("metric");
    private static final byte[] DATA = K6PointLine.ascii("data");
    private static final byte[] TIME = K6PointLine.ascii("time");
    private static final byte[] VALUE = K6PointLine.ascii("value");
    private static final byte[] TAGS = K6PointLine.ascii("tags");
    private static final int MAX_DEPTH = 32;
    private static final double[] POWERS_OF_TEN = new double[23];

    static {
        double power = 1;
        for (int i = 0; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = power;
            power *= 10;
        }
    }

    private final K6PointSpan key = new K6PointSpan();
    private final K6PointSpan time = new K6PointSpan();
    private final K6PointTimeParser times = new K6PointTimeParser();
    private byte[] b;
    private int pos;
    private int end;
    private K6PointLine line;

    /**
     * Reads the line that starts at {@code start}, looking no further than {@code limit}. Returns
     * the index after the line's newline (or {@code limit} for a last line without one), or -1
     * when the line is not one this scanner reads. The byte at {@code limit} must be a newline:
     * it stops every loop at the end of the data without a bounds check per byte.
     */
    int scan(byte[] bytes, int start, int limit, K6PointLine into) {
        b = bytes;
        pos = start;
        end = limit;
        line = into;
        line.reset();
        try {
            skipSpaces();
            readTopLevel();
            skipSpaces();
            if (pos == end) {
                return pos;
            }
            return b[pos] == '\n' ? pos + 1 : -1;
        } catch (Unusual e) {
            return -1;
        }
    }

    private void readTopLevel() {
        expect('{');
        skipSpaces();
        if (b[pos] == '}') {
            pos++;
            return;
        }
        do {
            readKey();
            if (key.is(METRIC)) {
                readString(line.metric);
                line.decoded(line.metric);
            } else if (key.is(TYPE)) {
                readPlainString(line.type);
            } else if (key.is(DATA) && b[pos] == '{') {
                readData();
            } else {
                skipValue(0);
            }
        } while (nextMember());
    }

    private void readData() {
        pos++;
        skipSpaces();
        if (b[pos] == '}') {
            pos++;
            return;
        }
        do {
            readKey();
            if (key.is(TIME)) {
                readPlainString(time);
                line.epochNanos = times.parse(time.bytes(), time.offset(), time.length());
                if (line.epochNanos == K6PointTime.INVALID) {
                    throw Unusual.INSTANCE;
                }
                line.hasTime = true;
            } else if (key.is(VALUE)) {
                line.value = readNumber();
                line.hasValue = true;
            } else if (key.is(TAGS)) {
                readTags();
            } else {
                skipValue(1);
            }
        } while (nextMember());
    }

    private void readTags() {
        if (b[pos] == 'n') {
            expectWord("null");
            return;
        }
        expect('{');
        skipSpaces();
        if (b[pos] == '}') {
            pos++;
            return;
        }
        do {
            int tag = line.addTag();
            readString(line.rawTagKey(tag));
            line.keyed(tag);
            skipSpaces();
            expect(':');
            skipSpaces();
            if (b[pos] != '"') {
                throw Unusual.INSTANCE;
            }
            readString(line.rawTagValue(tag));
        } while (nextMember());
    }

    /** After a member: true when a comma follows, false at the closing brace. */
    private boolean nextMember() {
        skipSpaces();
        byte c = b[pos++];
        if (c == ',') {
            skipSpaces();
            return true;
        }
        if (c == '}') {
            return false;
        }
        throw Unusual.INSTANCE;
    }

    private void readKey() {
        readPlainString(key);
        skipSpaces();
        expect(':');
        skipSpaces();
    }

    /** A string without escapes: keys and the values the scanner compares or parses. */
    private void readPlainString(K6PointSpan into) {
        readString(into);
        if (into.escaped()) {
            throw Unusual.INSTANCE;
        }
    }

    /** Points {@code into} at a JSON string's content; escapes are checked here and decoded when needed. */
    private void readString(K6PointSpan into) {
        expect('"');
        int start = pos;
        int i = K6NdjsonBytes.stringStop(b, pos);
        if (b[i] == '"') {
            into.set(b, start, i - start);
            pos = i + 1;
            return;
        }
        while (b[i] == '\\') {
            i = checkEscape(i + 1);
            i = K6NdjsonBytes.stringStop(b, i);
        }
        if (b[i] != '"') {
            throw Unusual.INSTANCE;
        }
        into.setEscaped(b, start, i - start);
        pos = i + 1;
    }

    /** Checks the escape whose letter is at {@code i}; returns the index after it. */
    private int checkEscape(int i) {
        switch (b[i]) {
            case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
                return i + 1;
            }
            case 'u' -> {
                for (int h = i + 1; h <= i + 4; h++) {
                    if (Character.digit(b[h], 16) < 0) {
                        throw Unusual.INSTANCE;
                    }
                }
                return i + 5;
            }
            default -> throw Unusual.INSTANCE;
        }
    }

    /**
     * A JSON number. Up to 15 significant digits and a power of ten up to 22, the value is
     * computed exactly (both factors are exact doubles and one operation rounds correctly, as
     * Double.parseDouble would); anything longer goes to Double.parseDouble.
     */
    private double readNumber() {
        int start = pos;
        boolean negative = b[pos] == '-';
        if (negative) {
            pos++;
        }
        long mantissa = 0;
        int significant = 0;
        int exponent = 0;
        int intStart = pos;
        if (b[pos] == '0') {
            pos++;
        } else {
            while (isDigit(b[pos])) {
                if (significant < 18) {
                    mantissa = mantissa * 10 + (b[pos] - '0');
                    significant += mantissa == 0 ? 0 : 1;
                } else {
                    exponent++;
                    significant++;
                }
                pos++;
            }
        }
        if (pos == intStart) {
            throw Unusual.INSTANCE;
        }
        if (b[pos] == '.') {
            pos++;
            int fractionStart = pos;
            while (isDigit(b[pos])) {
                if (significant < 18) {
                    mantissa = mantissa * 10 + (b[pos] - '0');
                    exponent--;
                    significant += mantissa == 0 ? 0 : 1;
                } else {
                    significant++;
                }
                pos++;
            }
            if (pos == fractionStart) {
                throw Unusual.INSTANCE;
            }
        }
        if (b[pos] == 'e' || b[pos] == 'E') {
            exponent += readExponent();
        }
        if (significant <= 15 && exponent >= -22 && exponent <= 22) {
            double value = exponent >= 0 ? mantissa * POWERS_OF_TEN[exponent]
                    : mantissa / POWERS_OF_TEN[-exponent];
            return negative ? -value : value;
        }
        return Double.parseDouble(new String(b, start, pos - start, StandardCharsets.ISO_8859_1));
    }

    private int readExponent() {
        pos++;
        boolean negative = b[pos] == '-';
        if (negative || b[pos] == '+') {
            pos++;
        }
        int digitsStart = pos;
        int exponent = 0;
        while (isDigit(b[pos])) {
            exponent = Math.min(exponent * 10 + (b[pos] - '0'), 100_000);
            pos++;
        }
        if (pos == digitsStart) {
            throw Unusual.INSTANCE;
        }
        return negative ? -exponent : exponent;
    }

    private void skipValue(int depth) {
        if (depth > MAX_DEPTH) {
            throw Unusual.INSTANCE;
        }
        switch (b[pos]) {
            case '"' -> readString(key);
            case '{' -> {
                pos++;
                skipSpaces();
                if (b[pos] == '}') {
                    pos++;
                    return;
                }
                do {
                    readKey();
                    skipValue(depth + 1);
                } while (nextMember());
            }
            case '[' -> skipArray(depth);
            case 't' -> expectWord("true");
            case 'f' -> expectWord("false");
            case 'n' -> expectWord("null");
            default -> readNumber();
        }
    }

    private void skipArray(int depth) {
        pos++;
        skipSpaces();
        if (b[pos] == ']') {
            pos++;
            return;
        }
        while (true) {
            skipValue(depth + 1);
            skipSpaces();
            byte next = b[pos++];
            if (next == ']') {
                return;
            }
            if (next != ',') {
                throw Unusual.INSTANCE;
            }
            skipSpaces();
        }
    }

    private void expectWord(String word) {
        for (int i = 0; i < word.length(); i++) {
            expect(word.charAt(i));
        }
    }

    private void expect(char c) {
        if (b[pos] != c) {
            throw Unusual.INSTANCE;
        }
        pos++;
    }

    private void skipSpaces() {
        while (b[pos] == ' ' || b[pos] == '\t' || b[pos] == '\r') {
            pos++;
        }
    }

    private static boolean isDigit(byte c) {
        return c >= '0' && c <= '9';
    }

    /** Not an error: a line this scanner leaves to the JSON parser. Thrown without a stack trace. */
    private static final class Unusual extends RuntimeException {
        static final Unusual INSTANCE = new Unusual();

        private Unusual() {
            super(null, null, false, false);
        }
    }
}
