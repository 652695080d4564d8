package org.benchlens.analysis.changepoint;

/**
 * A change point: {@code index} is the first point of the new segment, so it is never 0.
 *
 * @param stats the segment from the previous change point (or the start) to this one, against the
 *              segment from this one to the next (or the end)
 */
public record ChangePoint(int index, SegmentStats stats) {
}
