package org.benchlens.store;

import java.util.Map;
import java.util.TreeMap;

/**
 * Which runs to list: every {@code key=value} in {@code attributes} must hold (the keys
 * {@code format}, {@code name} and {@code tag} match those fields instead), and {@code text},
 * when given, must occur in the name, format or an attribute value.
 */
public record RunFilter(Map<String, String> attributes, String text) {

    public static final RunFilter ALL = new RunFilter(Map.of(), null);

    public RunFilter {
        attributes = Map.copyOf(new TreeMap<>(attributes));
    }

    public static RunFilter where(Map<String, String> attributes) {
        return new RunFilter(attributes, null);
    }
}
