package org.benchlens.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.benchlens.model.AttributeKeys;
import org.benchlens.model.Measurement;
import org.benchlens.model.Metrics;
import org.benchlens.model.Run;
import org.benchlens.model.RunResult;

/** Builds a {@link Sweep}: x is the {@code vus} attribute, y a metric of one step. */
public final class Sweeps {

    private Sweeps() {
    }

    /**
     * @param lineAttribute one line per value of this attribute; null or blank for a single line
     */
    public static Sweep of(List<RunResult> runs, String lineAttribute, String step, String metric) {
        List<String> notes = new ArrayList<>();
        Map<String, Map<Double, List<Sample>>> byLine = new LinkedHashMap<>();
        String unit = null;
        boolean oneLine = lineAttribute == null || lineAttribute.isBlank();
        for (RunResult result : runs) {
            String line = oneLine ? metric : result.run().attribute(lineAttribute);
            Double vus = vusOf(result);
            var measured = result.find(step, metric);
            if (line == null || vus == null || measured.isEmpty()) {
                continue;
            }
            if (result.run().isIncomplete()) {
                notes.add(Comparisons.leftOut(result.run()));
                continue;
            }
            Measurement m = measured.get();
            unit = unit == null ? m.unit() : unit;
            Double errors = result.find(step, Metrics.ERRORS_RATE).map(Measurement::value).orElse(null);
            byLine.computeIfAbsent(line, l -> new TreeMap<>()).computeIfAbsent(vus, v -> new ArrayList<>())
                    .add(new Sample(m.value(), errors, result.run()));
        }
        List<Sweep.Line> lines = new ArrayList<>();
        for (String name : ColumnOrder.of(byLine.keySet(), true)) {
            byLine.get(name).forEach((vus, samples) -> checkOneConfiguration(name, vus, samples, lineAttribute));
            List<Sweep.Point> points = new ArrayList<>();
            byLine.get(name).forEach((vus, samples) -> points.add(point(vus, samples)));
            lines.add(new Sweep.Line(name, points));
        }
        if (lines.isEmpty()) {
            notes.add("no run has a vus attribute" + (oneLine ? "" : ", the attribute '" + lineAttribute + "'")
                    + " and a value of " + metric + " in step " + step);
        }
        return new Sweep(oneLine ? null : lineAttribute, step, metric, unit == null ? "" : unit, lines, notes);
    }

    private static Double vusOf(RunResult result) {
        String vus = result.run().attribute(AttributeKeys.VUS);
        if (vus == null) {
            return null;
        }
        try {
            return Double.parseDouble(vus.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String plain(double number) {
        return number == Math.rint(number) ? Long.toString((long) number) : Double.toString(number);
    }

    private static Sweep.Point point(double vus, List<Sample> samples) {
        double value = Aggregate.MEAN.of(samples.stream().mapToDouble(Sample::value).toArray());
        Double errors = Comparisons.meanErrorRate(samples.stream().map(Sample::errorRate).toList());
        return new Sweep.Point(vus, value, errors, samples.stream().map(s -> s.run().id()).toList());
    }

    /**
     * Runs that meet in one point may be repeats, never different configurations: a point averaged
     * over GETSingle and POSTBulk would be a number nobody measured.
     */
    private static void checkOneConfiguration(String line, double vus, List<Sample> samples, String lineAttribute) {
        for (String key : AttributeKeys.LEADING) {
            if (key.equals(AttributeKeys.VUS) || key.equals(AttributeKeys.STATUS) || key.equals(lineAttribute)) {
                continue;
            }
            Set<String> values = new TreeSet<>();
            samples.forEach(s -> values.add(String.valueOf(s.run().attribute(key))));
            if (values.size() > 1) {
                throw new IllegalArgumentException("the runs of " + line + " at " + plain(vus) + " VUs differ in "
                        + key + " (" + String.join(", ", values) + "): choose one " + key + " (--where " + key
                        + "=...) or draw a line per " + key + " (--lines " + key + ")");
            }
        }
    }

    private record Sample(double value, Double errorRate, Run run) {
    }
}
