package org.benchlens.analysis.trend;

/** One run's value in a history, {@code x} being its label in the chosen order. */
public record TrendPoint(long run, String x, double value) {
}
