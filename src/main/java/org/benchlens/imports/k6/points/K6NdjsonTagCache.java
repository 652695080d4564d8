package org.benchlens.imports.k6.points;

import java.util.Arrays;

/**
 * The last tags object read, its bytes and its tags. The nine points k6 writes for one request
 * share one tags object, and the same bytes read the same way: a comparison replaces reading.
 */
final class K6NdjsonTagCache {

    private final byte[] bytes = new byte[2048];
    private int length = -1;
    private final K6PointLine tags = new K6PointLine();

    /**
     * When the bytes at {@code start} (up to {@code end}) begin with the last tags object, gives
     * {@code line} its tags and returns the object's length; else -1.
     */
    int reuse(byte[] b, int start, int end, K6PointLine line) {
        if (length > 0 && start + length <= end && Arrays.equals(b, start, start + length, bytes, 0, length)) {
            line.shareTags(tags);
            return length;
        }
        return -1;
    }

    /** Remembers the tags object at {@code b[start, start + count)}, which {@code line} has just read. */
    void remember(byte[] b, int start, int count, K6PointLine line) {
        if (count <= bytes.length) {
            System.arraycopy(b, start, bytes, 0, count);
            length = count;
            tags.copyTags(line, bytes, -start);
        }
    }
}
