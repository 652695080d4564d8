package org.benchlens.imports.k6.points;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Which tags of a step's requests kept one value throughout (the url, the method, the script's
 * own tags): those describe the run and become attributes. Tags that vary by nature (status,
 * error, check, vu) or that BenchLens stores otherwise (scenario, group) are left out.
 */
final class K6PointTagProfile {

    /** More distinct tag names than this is not a k6 script; the rest are not followed. */
    private static final int MAX_TAGS = 64;
    private static final Set<String> IGNORED = Set.of("scenario", "group", "status", "expected_response", "error",
            "error_code", "check", "vu", "iter", "ip", "ocsp_status");

    private byte[][] keys = new byte[16][];
    private byte[][] values = new byte[16][];
    private boolean[] ignored = new boolean[16];
    private boolean[] varies = new boolean[16];
    private long[] counts = new long[16];
    private int size;

    /** Notes the tags of one request. */
    void observe(K6PointLine line) {
        for (int i = 0; i < line.tagCount(); i++) {
            K6PointSpan value = line.tagValue(i);
            if (value.isEmpty()) {
                continue;
            }
            int slot = slotOf(line.tagKey(i), i);
            if (slot < 0 || ignored[slot]) {
                continue;
            }
            counts[slot]++;
            if (values[slot] == null) {
                values[slot] = value.copy();
            } else if (!varies[slot] && !value.is(values[slot])) {
                varies[slot] = true;
            }
        }
    }

    /** Adds what {@code other} saw. */
    void merge(K6PointTagProfile other) {
        K6PointSpan key = new K6PointSpan();
        for (int j = 0; j < other.size; j++) {
            if (other.ignored[j] || other.values[j] == null) {
                continue;
            }
            key.set(other.keys[j], 0, other.keys[j].length);
            int slot = slotOf(key, j);
            if (slot < 0) {
                continue;
            }
            counts[slot] += other.counts[j];
            if (values[slot] == null) {
                values[slot] = other.values[j];
            } else if (!Arrays.equals(values[slot], other.values[j])) {
                varies[slot] = true;
            }
            varies[slot] |= other.varies[j];
        }
    }

    /** The tags that had the same value on every one of {@code requests} requests. */
    Map<String, String> constants(long requests) {
        Map<String, String> constant = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            if (requests > 0 && !ignored[i] && !varies[i] && counts[i] == requests) {
                constant.put(new String(keys[i], StandardCharsets.UTF_8),
                        new String(values[i], StandardCharsets.UTF_8));
            }
        }
        return constant;
    }

    /** The slot of {@code key}, looked for first where it was last time; a new slot when new, -1 when full. */
    private int slotOf(K6PointSpan key, int hint) {
        if (hint < size && key.is(keys[hint])) {
            return hint;
        }
        for (int i = 0; i < size; i++) {
            if (key.is(keys[i])) {
                return i;
            }
        }
        if (size == MAX_TAGS) {
            return -1;
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            values = Arrays.copyOf(values, size * 2);
            ignored = Arrays.copyOf(ignored, size * 2);
            varies = Arrays.copyOf(varies, size * 2);
            counts = Arrays.copyOf(counts, size * 2);
        }
        keys[size] = key.copy();
        ignored[size] = IGNORED.contains(key.text());
        return size++;
    }
}
