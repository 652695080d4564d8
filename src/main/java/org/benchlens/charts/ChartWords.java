package org.benchlens.charts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.Steps;
import org.benchlens.model.ThroughputUnit;
import org.benchlens.model.Units;

/** Default words of a chart, made from its runs: metric names with units, what the runs share, where they came from. */
final class ChartWords {

    private static final int FILES_NAMED = 3;

    private ChartWords() {
    }

    /** "Throughput", "p95 latency", "Error rate"; other metrics as they are named. */
    static String metricName(String metric) {
        if (metric.equals(Metrics.THROUGHPUT)) {
            return "Throughput";
        }
        if (metric.startsWith("latency.")) {
            String stat = metric.substring("latency.".length());
            return (stat.equals("med") ? "median" : stat) + " latency";
        }
        if (metric.equals(Metrics.ERRORS_RATE)) {
            return "Error rate";
        }
        return metric;
    }

    /** An axis label with its unit: "throughput (ops/s)", "latency (ms)". */
    static String withUnit(String label, String unit) {
        String shown = switch (unit == null ? "" : unit) {
            case Units.PER_SECOND -> "ops/s";
            case Units.BYTES -> "bytes";
            case Units.BYTES_PER_SECOND -> "bytes/s";
            case Units.RATIO, Units.COUNT, Units.NONE -> "";
            default -> unit;
        };
        return shown.isEmpty() ? label : label + " (" + shown + ")";
    }

    /**
     * A value axis label: throughput counted in the runs' own word (req/s for HTTP load, rows/s for YBIO,
     * decision 0112), any other metric by its unit.
     */
    static String valueLabel(String metric, String unit, Collection<Run> runs, String step) {
        String label = metricName(metric).toLowerCase(java.util.Locale.ROOT);
        if (metric.equals(Metrics.THROUGHPUT) && Units.PER_SECOND.equals(unit) && !runs.isEmpty()) {
            return label + " (" + ThroughputUnit.shared(runs, step) + ")";
        }
        return withUnit(label, unit);
    }

    /** "step l.i0" when the step is not the whole run, else empty. */
    static String stepPhrase(String step) {
        return step == null || step.equals(Steps.TOTAL) ? "" : "step " + step;
    }

    /**
     * The attributes every run has with the same value (scenario GETSingle · instance m5a.4xlarge),
     * leaving out those the chart spreads over.
     */
    static String shared(Collection<Run> runs, Set<String> spread, String... extra) {
        List<String> parts = new ArrayList<>();
        for (String part : extra) {
            if (part != null && !part.isBlank()) {
                parts.add(part);
            }
        }
        Map<String, String> common = null;
        for (Run run : runs) {
            if (common == null) {
                common = new TreeMap<>(run.attributes().values());
            } else {
                common.entrySet().removeIf(e -> !Objects.equals(run.attribute(e.getKey()), e.getValue()));
            }
        }
        if (common != null) {
            List<String> keys = new ArrayList<>(AttributeKeys.LEADING);
            keys.remove(AttributeKeys.STATUS);
            for (String key : keys) {
                String value = common.get(key);
                if (value != null && !spread.contains(key)) {
                    parts.add(key + " " + value);
                }
            }
        }
        return String.join(", ", parts);
    }

    /**
     * The note of the runs a chart shows: those of {@code runs} whose id is in {@code shown} (the
     * runs behind its visible series), so runs that were loaded but drew nothing are not named.
     */
    static String sourceNote(Collection<Run> runs, Collection<Long> shown) {
        Set<Long> ids = Set.copyOf(shown);
        return sourceNote(runs.stream().filter(run -> ids.contains(run.id())).toList());
    }

    /** The ids of the runs, one series each under {@code labels}, whose series is not hidden. */
    static List<Long> shownRunIds(List<Run> runs, Map<Long, String> labels, Set<String> hidden) {
        return runs.stream().map(Run::id).filter(id -> !hidden.contains(labels.get(id))).toList();
    }

    /** "Source: a.txt, b.txt, c.txt and 2 more files. Chart: BenchLens" (ASCII: PDF's standard fonts show nothing else). */
    static String sourceNote(Collection<Run> runs) {
        Set<String> files = new LinkedHashSet<>();
        for (Run run : runs) {
            if (run.sourceFile() != null) {
                Path name = Path.of(run.sourceFile()).getFileName();
                files.add(name == null ? run.sourceFile() : name.toString());
            } else {
                files.add("runner (" + run.format() + ")");
            }
        }
        List<String> named = files.stream().limit(FILES_NAMED).toList();
        String more = files.size() > FILES_NAMED ? " and " + (files.size() - FILES_NAMED) + " more files" : "";
        return files.isEmpty() ? "Chart: BenchLens"
                : "Source: " + String.join(", ", named) + more + ". Chart: BenchLens";
    }

    /**
     * A label per run: the value of {@code attribute} where given and set, else the run's name;
     * labels that would repeat get the run's id.
     */
    static Map<Long, String> runLabels(List<Run> runs, String attribute) {
        Map<Long, String> labels = new HashMap<>();
        Map<String, Integer> uses = new HashMap<>();
        for (Run run : runs) {
            String label = attribute != null && run.attribute(attribute) != null ? run.attribute(attribute) : run.name();
            labels.put(run.id(), label);
            uses.merge(label, 1, Integer::sum);
        }
        for (Run run : runs) {
            String label = labels.get(run.id());
            if (uses.get(label) > 1) {
                labels.put(run.id(), label + " (run " + run.id() + ")");
            }
        }
        return labels;
    }
}
