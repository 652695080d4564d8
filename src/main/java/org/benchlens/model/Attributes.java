package org.benchlens.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/** Free key/value description of a run (instance, version, vus, dbms, ...), sorted by key. */
public record Attributes(SortedMap<String, String> values) {

    public static final Attributes EMPTY = new Attributes(new TreeMap<>());

    public Attributes {
        values = Collections.unmodifiableSortedMap(new TreeMap<>(values));
    }

    public static Attributes of(Map<String, String> values) {
        return new Attributes(new TreeMap<>(values));
    }

    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    public Attributes with(String key, String value) {
        TreeMap<String, String> copy = new TreeMap<>(values);
        copy.put(key, value);
        return new Attributes(copy);
    }

    /** These attributes overridden, key by key, by {@code other}. */
    public Attributes withAll(Attributes other) {
        TreeMap<String, String> copy = new TreeMap<>(values);
        copy.putAll(other.values);
        return new Attributes(copy);
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /**
     * {@code key=value} pairs for reading: what describes the run (instance, version, vus, ...)
     * first, then the rest by key, and notes on where a value came from ({@code *.source}) last.
     */
    @Override
    public String toString() {
        List<Map.Entry<String, String>> entries = new ArrayList<>(values.entrySet());
        entries.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> readingRank(e.getKey())));
        StringBuilder text = new StringBuilder();
        entries.forEach(e -> text.append(text.length() == 0 ? "" : " ").append(e.getKey()).append('=')
                .append(e.getValue()));
        return text.toString();
    }

    private static int readingRank(String key) {
        int leading = AttributeKeys.LEADING.indexOf(key);
        if (leading >= 0) {
            return leading;
        }
        return key.endsWith(".source") ? AttributeKeys.LEADING.size() + 1 : AttributeKeys.LEADING.size();
    }
}
