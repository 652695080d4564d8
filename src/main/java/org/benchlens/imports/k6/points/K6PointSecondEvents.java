package org.benchlens.imports.k6.points;

import java.util.Arrays;

import org.benchlens.imports.requests.SecondSeries;

/**
 * What the points of one chunk add to the per-second series, in file order. Parsing threads
 * record them; they are replayed in order when the chunk is merged, so that the series do not
 * depend on how the file was cut into chunks. Kinds are those of {@link SecondSeries}.
 */
final class K6PointSecondEvents {

    private byte[] kinds = new byte[1024];
    private int[] steps = new int[1024];
    private long[] seconds = new long[1024];
    private double[] values = new double[1024];
    private int size;

    void add(byte kind, int step, long second, double value) {
        if (size == kinds.length) {
            int capacity = size * 2;
            kinds = Arrays.copyOf(kinds, capacity);
            steps = Arrays.copyOf(steps, capacity);
            seconds = Arrays.copyOf(seconds, capacity);
            values = Arrays.copyOf(values, capacity);
        }
        kinds[size] = kind;
        steps[size] = step;
        seconds[size] = second;
        values[size] = value;
        size++;
    }

    int size() {
        return size;
    }

    byte kind(int index) {
        return kinds[index];
    }

    /** The chunk's index of the step (scenario) of the point. */
    int step(int index) {
        return steps[index];
    }

    long second(int index) {
        return seconds[index];
    }

    double value(int index) {
        return values[index];
    }
}
