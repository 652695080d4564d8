package org.benchlens.model;

/**
 * A run as the runs list shows it: the run with its attributes and tags, its headline throughput (null
 * when it measured none) and the share of failed operations of that step (null where not measured).
 */
public record RunSummary(Run run, Measurement throughput, Double errorRate) {
}
