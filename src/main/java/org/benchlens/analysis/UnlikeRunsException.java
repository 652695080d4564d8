package org.benchlens.analysis;

import java.util.List;

/**
 * Runs that would meet in one cell differ in an attribute that describes what was measured. Carries
 * the attribute and its values, so a window can offer to split by it or keep one value.
 */
public final class UnlikeRunsException extends IllegalArgumentException {

    /** How a run without the attribute is listed among the values. */
    public static final String NONE = "(none)";

    private final String attribute;
    private final List<String> values;

    UnlikeRunsException(String attribute, List<String> values, String sentence) {
        super(sentence);
        this.attribute = attribute;
        this.values = List.copyOf(values);
    }

    public String attribute() {
        return attribute;
    }

    /** The values the runs have, sorted (numbers by value); {@link #NONE} for runs without the attribute. */
    public List<String> values() {
        return values;
    }
}
