package org.benchlens.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A run as an importer or the runner produces it, before the store gives it an id.
 * Built step by step; {@link #measure} keeps the last value given for a step and metric.
 */
public final class RunDraft {

    private final String format;
    private String name;
    private Instant startedAt;
    private Instant endedAt;
    private final TreeMap<String, String> attributes = new TreeMap<>();
    private final TreeSet<String> tags = new TreeSet<>();
    private final Map<String, Measurement> measurements = new LinkedHashMap<>();
    private final List<Series> series = new ArrayList<>();
    private final List<LatencyHistogram> histograms = new ArrayList<>();

    public RunDraft(String format, String name) {
        this.format = format;
        this.name = name;
    }

    public RunDraft name(String newName) {
        this.name = newName;
        return this;
    }

    public RunDraft startedAt(Instant start) {
        this.startedAt = start;
        return this;
    }

    public RunDraft endedAt(Instant end) {
        this.endedAt = end;
        return this;
    }

    public RunDraft attribute(String key, String value) {
        if (key != null && value != null && !key.isBlank()) {
            attributes.put(key.strip(), value.strip());
        }
        return this;
    }

    public RunDraft attributes(Attributes more) {
        attributes.putAll(more.values());
        return this;
    }

    public RunDraft tag(String tag) {
        if (tag != null && !tag.isBlank()) {
            tags.add(tag.strip());
        }
        return this;
    }

    public RunDraft measure(String step, String metric, double value, String unit) {
        if (!Double.isNaN(value)) {
            measurements.put(step + '\u0000' + metric, new Measurement(step, metric, value, unit));
        }
        return this;
    }

    /** Takes back a figure measured before, where a reader knows better than a shared computation. */
    public RunDraft unmeasure(String step, String metric) {
        measurements.remove(step + '\u0000' + metric);
        return this;
    }

    public RunDraft series(Series oneSeries) {
        series.add(oneSeries);
        return this;
    }

    public RunDraft histogram(LatencyHistogram histogram) {
        histograms.add(histogram);
        return this;
    }

    public String format() {
        return format;
    }

    public String name() {
        return name;
    }

    public Instant startedAt() {
        return startedAt;
    }

    public Instant endedAt() {
        return endedAt;
    }

    public Attributes attributes() {
        return new Attributes(attributes);
    }

    public List<String> tags() {
        return List.copyOf(tags);
    }

    public List<Measurement> measurements() {
        return List.copyOf(measurements.values());
    }

    public List<Series> series() {
        return List.copyOf(series);
    }

    public List<LatencyHistogram> histograms() {
        return List.copyOf(histograms);
    }

    /** The value measured for a step and metric, or NaN. */
    public double value(String step, String metric) {
        Measurement m = measurements.get(step + '\u0000' + metric);
        return m == null ? Double.NaN : m.value();
    }
}
