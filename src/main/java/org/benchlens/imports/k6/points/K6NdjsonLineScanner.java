package org.benchlens.imports.k6.points;

import java.util.Arrays;

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
    /** The layout k6 writes points in today, between the metric, time, value and tags it holds. */
    private static final byte[] USUAL_START = K6PointLine.ascii("{\"metric\":\"");
    private static final byte[] USUAL_TYPE_DATA_TIME = K6PointLine.ascii(",\"type\":\"Point\",\"data\":{\"time\":\"");
    private static final byte[] USUAL_VALUE = K6PointLine.ascii(",\"value\":");
    private static final byte[] USUAL_TAGS = K6PointLine.ascii(",\"tags\":");
    private static final int MAX_DEPTH = 32;
    private static final int M_METRIC = 1;
    private static final int M_TYPE = 2;
    private static final int M_DATA = 4;
    private static final int M_TIME = 1;
    private static final int M_VALUE = 2;
    private static final int M_TAGS = 4;

    private final K6NdjsonTagCache lastTags = new K6NdjsonTagCache();
    private final K6NdjsonNumbers numbers = new K6NdjsonNumbers();
    private final K6PointSpan key = new K6PointSpan();
    private final K6PointSpan time = new K6PointSpan();
    private final K6PointTimeParser times = new K6PointTimeParser();
    private byte[] b;
    private int pos;
    private int end;
    private K6PointLine line;
    /** The members of the object and of its data read so far: a second of one is a duplicate key. */
    private int seenTop;
    private int seenData;

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
        seenTop = 0;
        seenData = 0;
        try {
            if (at(USUAL_START)) {
                readUsualLayout();
            } else {
                skipSpaces();
                readTopLevel();
            }
            skipSpaces();
            if (pos == end) {
                return pos;
            }
            return b[pos] == '\n' ? pos + 1 : -1;
        } catch (Unusual e) {
            return -1;
        }
    }

    /**
     * The layout k6 writes: {@code {"metric":M,"type":"Point","data":{"time":T,"value":V,"tags":{..}}}},
     * read by matching its keys as whole runs of bytes; anything else in it (spaces, other
     * members, another order) is read member by member.
     */
    private void readUsualLayout() {
        pos += USUAL_START.length;
        seenTop = M_METRIC;
        readStringBody(line.metric);
        line.decoded(line.metric);
        if (!at(USUAL_TYPE_DATA_TIME)) {
            nextMemberOrEnd();
            return;
        }
        line.type.set(b, pos + 9, 5);
        pos += USUAL_TYPE_DATA_TIME.length;
        seenTop |= M_TYPE | M_DATA;
        seenData = M_TIME;
        readTime();
        if (!at(USUAL_VALUE)) {
            nextDataMemberOrEnd();
            return;
        }
        pos += USUAL_VALUE.length;
        seenData |= M_VALUE;
        line.value = readNumber();
        line.hasValue = true;
        if (!at(USUAL_TAGS)) {
            nextDataMemberOrEnd();
            return;
        }
        pos += USUAL_TAGS.length;
        seenData |= M_TAGS;
        readTags();
        nextDataMemberOrEnd();
    }

    /** After a top-level member: reads the members that follow, up to the closing brace. */
    private void nextMemberOrEnd() {
        if (nextMember()) {
            readTopLevelMembers();
        }
    }

    /** After a member of data: reads the members of data that follow, then those of the top level. */
    private void nextDataMemberOrEnd() {
        if (nextMember()) {
            readDataMembers();
        }
        nextMemberOrEnd();
    }

    /** True when the bytes at the current position are {@code expected}. */
    private boolean at(byte[] expected) {
        int to = pos + expected.length;
        return to <= end && Arrays.equals(b, pos, to, expected, 0, expected.length);
    }

    private void readTopLevel() {
        expect('{');
        skipSpaces();
        if (b[pos] == '}') {
            pos++;
            return;
        }
        readTopLevelMembers();
    }

    private void readTopLevelMembers() {
        do {
            readKey();
            if (key.is(METRIC)) {
                seenTop = once(seenTop, M_METRIC);
                readString(line.metric);
                line.decoded(line.metric);
            } else if (key.is(TYPE)) {
                seenTop = once(seenTop, M_TYPE);
                readPlainString(line.type);
            } else if (key.is(DATA) && b[pos] == '{') {
                seenTop = once(seenTop, M_DATA);
                readData();
            } else {
                // k6 writes no other member: Jackson reads the line, and finds a key given twice in it
                throw Unusual.INSTANCE;
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
        readDataMembers();
    }

    private void readDataMembers() {
        do {
            readKey();
            if (key.is(TIME)) {
                seenData = once(seenData, M_TIME);
                expect('"');
                readTime();
            } else if (key.is(VALUE)) {
                seenData = once(seenData, M_VALUE);
                line.value = readNumber();
                line.hasValue = true;
            } else if (key.is(TAGS)) {
                seenData = once(seenData, M_TAGS);
                readTags();
            } else {
                throw Unusual.INSTANCE;
            }
        } while (nextMember());
    }

    /** Reads the tags, or takes those of the last tags object when the bytes are the same. */
    private void readTags() {
        int start = pos;
        int length = lastTags.reuse(b, start, end, line);
        if (length > 0) {
            pos = start + length;
            return;
        }
        readTagsObject();
        lastTags.remember(b, start, pos - start, line);
    }

    private void readTagsObject() {
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
            keyOnce(tag);
            skipSpaces();
            expect(':');
            skipSpaces();
            if (b[pos] != '"') {
                throw Unusual.INSTANCE;
            }
            readString(line.rawTagValue(tag));
        } while (nextMember());
    }

    /** A tag key that an earlier tag of the object has too, or one with escapes, is left to Jackson. */
    private void keyOnce(int tag) {
        K6PointSpan key = line.rawTagKey(tag);
        if (key.escaped()) {
            throw Unusual.INSTANCE;
        }
        for (int i = 0; i < tag; i++) {
            K6PointSpan other = line.rawTagKey(i);
            if (Arrays.equals(key.bytes(), key.offset(), key.offset() + key.length(),
                    other.bytes(), other.offset(), other.offset() + other.length())) {
                throw Unusual.INSTANCE;
            }
        }
    }

    /** The members seen with {@code member} added; a member seen before makes the line Jackson's to read. */
    private static int once(int seen, int member) {
        if ((seen & member) != 0) {
            throw Unusual.INSTANCE;
        }
        return seen | member;
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

    /** Reads the time string, whose opening quote is read. */
    private void readTime() {
        readStringBody(time);
        if (time.escaped()) {
            throw Unusual.INSTANCE;
        }
        line.epochNanos = times.parse(time.bytes(), time.offset(), time.length());
        if (line.epochNanos == K6PointTime.INVALID) {
            throw Unusual.INSTANCE;
        }
        line.hasTime = true;
    }

    /** Points {@code into} at a JSON string's content; escapes are checked here and decoded when needed. */
    private void readString(K6PointSpan into) {
        expect('"');
        readStringBody(into);
    }

    /** Reads a string whose opening quote is read. */
    private void readStringBody(K6PointSpan into) {
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
                    if (!isHexDigit(b[h])) {
                        throw Unusual.INSTANCE;
                    }
                }
                return i + 5;
            }
            default -> throw Unusual.INSTANCE;
        }
    }

    private double readNumber() {
        double value = numbers.read(b, pos);
        if (numbers.end() < 0) {
            throw Unusual.INSTANCE;
        }
        pos = numbers.end();
        return value;
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

    private static boolean isHexDigit(byte c) {
        return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F';
    }

    /** Not an error: a line this scanner leaves to the JSON parser. Thrown without a stack trace. */
    private static final class Unusual extends RuntimeException {
        static final Unusual INSTANCE = new Unusual();

        private Unusual() {
            super(null, null, false, false);
        }
    }
}
