package org.benchlens.analysis.capacity;

import java.util.List;

import org.benchlens.analysis.FailureRule;

/**
 * Where each series of a sweep saturates.
 *
 * @param lineAttribute the attribute with one series per value; null for a single series
 * @param slo           the targets the SLO limit meets; empty for none
 * @param kneeShare     the knee is where a VU added gains less than this share of the first level's per-VU rate
 * @param notes         runs left out, and why
 * @param failures      past which share of failed requests a level is left out of the fit and the knee
 */
public record Capacity(String lineAttribute, String step, List<SloTarget> slo, double kneeShare,
                       List<CapacityLine> lines, List<String> notes, FailureRule failures) {

    public Capacity {
        slo = List.copyOf(slo);
        lines = List.copyOf(lines);
        notes = List.copyOf(notes);
    }

    public CapacityLine line(String name) {
        return lines.stream().filter(l -> l.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no series " + name));
    }
}
