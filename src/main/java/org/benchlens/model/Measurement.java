package org.benchlens.model;

import java.util.Objects;

/**
 * One number a run produced: {@code value} of {@code metric} in {@code step}, in {@code unit}.
 * {@code step} is the k6 scenario or group, the YBIO phase, the Insert Benchmark step;
 * {@link Steps#TOTAL} stands for the whole run.
 */
public record Measurement(String step, String metric, double value, String unit) {

    public Measurement {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(metric, "metric");
        unit = unit == null ? "" : unit;
    }
}
