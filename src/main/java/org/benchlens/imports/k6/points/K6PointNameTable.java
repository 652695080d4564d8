package org.benchlens.imports.k6.points;

import java.util.Arrays;
import java.util.List;

/**
 * Numbers the distinct names (metrics, scenarios) met in a chunk, looked up by their bytes
 * without making a String per line. It starts with names known beforehand (k6's own metrics,
 * "" for no scenario), so that their numbers are the same in every chunk.
 */
final class K6PointNameTable {

    private byte[][] names = new byte[16][];
    private String[] texts = new String[16];
    private int size;
    private int[] slots = new int[64];
    private int lastIndex;

    K6PointNameTable(List<String> known) {
        known.forEach(this::add);
        lastIndex = 0;
    }

    /** The index of {@code name}, numbering it when new. */
    int indexOf(K6PointSpan name) {
        if (name.is(names[lastIndex])) {
            return lastIndex;
        }
        return lastIndex = find(name);
    }

    private int find(K6PointSpan name) {
        int mask = slots.length - 1;
        int slot = name.hash() & mask;
        while (slots[slot] != 0) {
            int index = slots[slot] - 1;
            if (name.is(names[index])) {
                return index;
            }
            slot = (slot + 1) & mask;
        }
        return add(name.copy(), name.text(), slot);
    }

    private void add(String text) {
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        K6PointSpan span = new K6PointSpan();
        span.set(bytes, 0, bytes.length);
        find(span);
    }

    int size() {
        return size;
    }

    String name(int index) {
        return texts[index];
    }

    private int add(byte[] bytes, String text, int slot) {
        if (size == names.length) {
            names = Arrays.copyOf(names, size * 2);
            texts = Arrays.copyOf(texts, size * 2);
        }
        names[size] = bytes;
        texts[size] = text;
        slots[slot] = size + 1;
        size++;
        if (size * 2 > slots.length) {
            rehash();
        }
        return size - 1;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        K6PointSpan span = new K6PointSpan();
        for (int index = 0; index < size; index++) {
            span.set(names[index], 0, names[index].length);
            int slot = span.hash() & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = index + 1;
        }
    }
}
