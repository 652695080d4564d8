package org.benchlens.model;

import java.util.Collections;
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

    /** The line the runs table shows and edits ({@link AttributesText}): it reads back to these attributes. */
    @Override
    public String toString() {
        return AttributesText.format(this);
    }
}
