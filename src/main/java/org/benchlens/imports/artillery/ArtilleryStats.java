package org.benchlens.imports.artillery;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;
import org.benchlens.model.Metrics;
import org.benchlens.model.RunDraft;
import org.benchlens.model.Units;

/** The small objects both generations write: a name → number map, and a summary of a histogram. */
final class ArtilleryStats {

    private ArtilleryStats() {
    }

    /** The numbers of an object such as {@code "codes": {"200": 32}}; none when the field is missing or null. */
    static Map<String, Double> numbers(LocatedJson object, String field, String what) throws ImportFailure {
        Map<String, Double> numbers = new LinkedHashMap<>();
        Optional<LocatedJson> value = object.field(field).filter(v -> !v.isNull());
        if (value.isPresent()) {
            for (Map.Entry<String, LocatedJson> entry : value.get().fields("\"" + field + "\" of " + what).entrySet()) {
                entry.getValue().optionalNumber("\"" + entry.getKey() + "\" in \"" + field + "\" of " + what)
                        .ifPresent(number -> numbers.put(entry.getKey(), number));
            }
        }
        return numbers;
    }

    /**
     * A summary's statistics as BenchLens's latencies (ms): median and p50 as the median, mean as the average,
     * p999 as the 99.9th percentile; its count is not a time.
     */
    static Map<String, Double> latencies(Map<String, Double> summary) {
        Map<String, Double> latencies = new LinkedHashMap<>();
        summary.forEach((stat, value) -> {
            String metric = latencyMetric(stat);
            if (metric != null) {
                latencies.putIfAbsent(metric, value);
            }
        });
        return latencies;
    }

    private static String latencyMetric(String stat) {
        return switch (stat) {
            case "count" -> null;
            case "mean" -> Metrics.LATENCY_AVG;
            case "median" -> Metrics.LATENCY_MED;
            case "p999" -> Metrics.LATENCY_P999;
            default -> {
                String known = Metrics.latencyFor(stat);
                if (known != null || !stat.matches("p\\d{1,2}")) {
                    yield known;
                }
                yield Metrics.latencyAtPercentile(Double.parseDouble(stat.substring(1)));
            }
        };
    }

    /** Each statistic of a summary under {@code name.stat}, the way Artillery prints it. */
    static void addSummary(RunDraft draft, String step, String name, Map<String, Double> summary, String unit) {
        summary.forEach((stat, value) -> draft.measure(step, name + "." + stat, value,
                stat.equals("count") ? Units.COUNT : unit));
    }
}
