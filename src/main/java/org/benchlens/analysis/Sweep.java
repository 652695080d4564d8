package org.benchlens.analysis;

import java.util.List;

/**
 * Runs that differ only in their load level, as lines: one line per value of an attribute, one
 * point per number of virtual users.
 *
 * @param notes runs left out, and why
 */
public record Sweep(String lineAttribute, String step, String metric, String unit, List<Line> lines,
                   List<String> notes) {

    public Sweep {
        lines = List.copyOf(lines);
        notes = List.copyOf(notes);
    }

    public boolean hasFailures() {
        return lines.stream().anyMatch(Line::hasFailures);
    }

    /** The points of one value of the line attribute, by increasing load. */
    public record Line(String name, List<Point> points) {
        public Line {
            points = List.copyOf(points);
        }

        public boolean hasFailures() {
            return points.stream().anyMatch(p -> p.errorRate() != null && p.errorRate() > 0);
        }
    }

    /**
     * One load level: the metric's value (the mean where several runs share it), the share of failed
     * operations (null where the runs do not say) and the runs behind it.
     */
    public record Point(double vus, double value, Double errorRate, List<Long> runIds) {
        public Point {
            runIds = List.copyOf(runIds);
        }

        /** True when the level's requests failed past the rule: its value is no speed (decision 0110). */
        public boolean failed(FailureRule rule) {
            return rule.failed(errorRate);
        }
    }
}
