package org.benchlens.imports.requests;

import java.util.Arrays;

/** The last values added, at most a fixed number of them. */
final class LastValues {

    private final double[] ring;
    private long added;

    LastValues(int capacity) {
        ring = new double[capacity];
    }

    void add(double value) {
        ring[(int) (added % ring.length)] = value;
        added++;
    }

    /** The values kept, in no order. */
    double[] values() {
        return Arrays.copyOf(ring, (int) Math.min(added, ring.length));
    }
}
