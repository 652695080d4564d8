package org.benchlens.imports.k6.points;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One line of k6 output as read: its type and metric and, for a point, its time, value and tags.
 * The same instance is filled line after line; the text it refers to lies in the input buffer,
 * or in its own scratch area for text that had to be decoded (JSON escapes, CSV fields). Tags
 * are decoded only when asked for, since most lines need only their scenario.
 */
final class K6PointLine {

    static final byte[] POINT = ascii("Point");
    static final byte[] METRIC = ascii("Metric");
    private static final byte[] SCENARIO = ascii("scenario");
    private static final byte[] STATUS = ascii("status");

    final K6PointSpan type = new K6PointSpan();
    final K6PointSpan metric = new K6PointSpan();
    boolean hasTime;
    boolean hasValue;
    long epochNanos;
    double value;

    private K6PointSpan[] tagKeys = spans(16);
    private K6PointSpan[] tagValues = spans(16);
    private final K6PointSpan decodedKey = new K6PointSpan();
    private final K6PointSpan decodedValue = new K6PointSpan();
    private int tagCount;
    /** The line whose tags these are: this one, or the one before when they share their tags object. */
    private K6PointLine tagsOf = this;
    private int scenarioTag;
    private int statusTag;
    private boolean escapedKeys;

    private byte[] scratch = new byte[512];
    private int scratchUsed;

    void reset() {
        type.clear();
        metric.clear();
        hasTime = false;
        hasValue = false;
        tagCount = 0;
        tagsOf = this;
        scenarioTag = -1;
        statusTag = -1;
        escapedKeys = false;
        scratchUsed = 0;
    }

    boolean isPoint() {
        return type.is(POINT);
    }

    int tagCount() {
        return tagsOf.tagCount;
    }

    /** The tag's key, escapes decoded. */
    K6PointSpan tagKey(int index) {
        return decoded(tagsOf.tagKeys[index], decodedKey);
    }

    /** The tag's value, escapes decoded; valid until the next call. */
    K6PointSpan tagValue(int index) {
        return decoded(tagsOf.tagValues[index], decodedValue);
    }

    /** Takes the tags of {@code other}, which stay as they are while this line is used. */
    void shareTags(K6PointLine other) {
        tagsOf = other;
    }

    /**
     * Makes room for one more tag and returns its index; the caller sets its key and value
     * (escaped or not) through {@link #rawTagKey} and {@link #rawTagValue}.
     */
    int addTag() {
        if (tagCount == tagKeys.length) {
            tagKeys = grow(tagKeys);
            tagValues = grow(tagValues);
        }
        return tagCount++;
    }

    K6PointSpan rawTagKey(int index) {
        return tagKeys[index];
    }

    K6PointSpan rawTagValue(int index) {
        return tagValues[index];
    }

    /** Remembers where the scenario and status tags are, once the tag's key is set. */
    void keyed(int index) {
        K6PointSpan key = tagKeys[index];
        if (key.escaped()) {
            escapedKeys = true;
        } else if (key.is(SCENARIO)) {
            scenarioTag = index;
        } else if (key.is(STATUS)) {
            statusTag = index;
        }
    }

    /** The value of the {@code scenario} tag, or null. */
    K6PointSpan scenario() {
        K6PointLine tags = tagsOf;
        return tags.escapedKeys ? tag(SCENARIO) : tags.scenarioTag < 0 ? null : tagValue(tags.scenarioTag);
    }

    /** The HTTP status tag as a number, -1 when absent or not a number. */
    int status() {
        K6PointLine tags = tagsOf;
        K6PointSpan status = tags.escapedKeys ? tag(STATUS) : tags.statusTag < 0 ? null : tagValue(tags.statusTag);
        return status == null ? -1 : status.asStatus();
    }

    private K6PointSpan tag(byte[] key) {
        for (int i = 0; i < tagCount(); i++) {
            if (tagKey(i).is(key)) {
                return tagValue(i);
            }
        }
        return null;
    }

    /** Sets {@code span} to {@code text}, copied into the scratch area as UTF-8. */
    void setText(K6PointSpan span, String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        int at = reserve(utf8.length);
        System.arraycopy(utf8, 0, scratch, at, utf8.length);
        span.set(scratch, at, utf8.length);
    }

    /** Decodes the escapes of {@code span} in place (into the scratch area). */
    K6PointSpan decoded(K6PointSpan span) {
        return decoded(span, span);
    }

    /** {@code span} when it has no escapes, else {@code into} set to its decoded text (in the scratch area). */
    private K6PointSpan decoded(K6PointSpan span, K6PointSpan into) {
        if (!span.escaped()) {
            return span;
        }
        int at = reserve(span.length());
        int end = K6NdjsonEscapes.decode(span.bytes(), span.offset(), span.offset() + span.length(), scratch, at);
        if (end < 0) {
            throw new IllegalStateException("escapes are checked when a line is read");
        }
        scratchUsed = end;
        into.set(scratch, at, end - at);
        return into;
    }

    /**
     * Copies the tags (count, spans, where scenario and status are) of {@code other}, which read
     * them itself, with the spans re-pointed into {@code bytes}.
     */
    void copyTags(K6PointLine other, byte[] bytes, int shift) {
        tagCount = 0;
        for (int i = 0; i < other.tagCount; i++) {
            int tag = addTag();
            copySpan(other.tagKeys[i], tagKeys[tag], bytes, shift);
            copySpan(other.tagValues[i], tagValues[tag], bytes, shift);
        }
        scenarioTag = other.scenarioTag;
        statusTag = other.statusTag;
        escapedKeys = other.escapedKeys;
    }

    private static void copySpan(K6PointSpan from, K6PointSpan to, byte[] bytes, int shift) {
        if (from.escaped()) {
            to.setEscaped(bytes, from.offset() + shift, from.length());
        } else {
            to.set(bytes, from.offset() + shift, from.length());
        }
    }

    /** Room for {@code count} more bytes in the scratch area; returns where they start. */
    private int reserve(int count) {
        if (scratchUsed + count > scratch.length) {
            // spans already set keep pointing into the old array, which stays valid
            scratch = new byte[Math.max(scratch.length * 2, count + 512)];
            scratchUsed = 0;
        }
        int at = scratchUsed;
        scratchUsed += count;
        return at;
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static K6PointSpan[] spans(int count) {
        K6PointSpan[] spans = new K6PointSpan[count];
        for (int i = 0; i < count; i++) {
            spans[i] = new K6PointSpan();
        }
        return spans;
    }

    private static K6PointSpan[] grow(K6PointSpan[] spans) {
        K6PointSpan[] bigger = Arrays.copyOf(spans, spans.length * 2);
        for (int i = spans.length; i < bigger.length; i++) {
            bigger[i] = new K6PointSpan();
        }
        return bigger;
    }
}
