package org.benchlens.model;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import java.util.zip.DataFormatException;

import org.HdrHistogram.Histogram;

/**
 * Latency distribution of one step of a run, kept as a compressed HdrHistogram of microseconds,
 * so that percentiles can be recomputed and runs merged exactly.
 */
public record LatencyHistogram(String step, String metric, byte[] compressed) {

    /** Values are recorded in microseconds, with three significant digits. */
    public static final int SIGNIFICANT_DIGITS = 3;

    public LatencyHistogram {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(metric, "metric");
        compressed = compressed.clone();
    }

    /** A new, empty histogram of microseconds that grows as needed. */
    public static Histogram newMicrosHistogram() {
        Histogram histogram = new Histogram(SIGNIFICANT_DIGITS);
        histogram.setAutoResize(true);
        return histogram;
    }

    public static LatencyHistogram of(String step, String metric, Histogram micros) {
        ByteBuffer buffer = ByteBuffer.allocate(micros.getNeededByteBufferCapacity());
        int length = micros.encodeIntoCompressedByteBuffer(buffer);
        return new LatencyHistogram(step, metric, Arrays.copyOf(buffer.array(), length));
    }

    /** The histogram again, values in microseconds. */
    public Histogram decode() {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(compressed), 0);
        } catch (DataFormatException e) {
            throw new IllegalStateException("stored latency histogram of step " + step + " is damaged", e);
        }
    }

    @Override
    public byte[] compressed() {
        return compressed.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LatencyHistogram that && step.equals(that.step) && metric.equals(that.metric)
                && Arrays.equals(compressed, that.compressed);
    }

    @Override
    public int hashCode() {
        return Objects.hash(step, metric, Arrays.hashCode(compressed));
    }

    @Override
    public String toString() {
        return "LatencyHistogram[" + step + ", " + metric + ", " + compressed.length + " bytes]";
    }
}
