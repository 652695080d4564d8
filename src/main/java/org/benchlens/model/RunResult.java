package org.benchlens.model;

import java.util.List;
import java.util.Optional;

/** A stored run with its measurements: what analysis and exports work on. */
public record RunResult(Run run, List<Measurement> measurements) {

    public RunResult {
        measurements = List.copyOf(measurements);
    }

    public Optional<Measurement> find(String step, String metric) {
        return measurements.stream()
                .filter(m -> m.step().equals(step) && m.metric().equals(metric))
                .findFirst();
    }

    /** The steps of this run, in the order they were measured. */
    public List<String> steps() {
        return measurements.stream().map(Measurement::step).distinct().toList();
    }
}
