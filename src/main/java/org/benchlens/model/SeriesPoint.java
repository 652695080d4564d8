package org.benchlens.model;

/** One bucket of a series: the second starting at {@code epochSecond}, and its value. */
public record SeriesPoint(long epochSecond, double value) {
}
