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
    private final boolean measured;
    private final String what;

    /**
     * @param what     what differs, for any reader ("the runs of version=12.19 differ in dbms (a, b)")
     * @param way      the way out in the command line's words ("narrow to one (--where …), …")
     * @param measured true when what differs is a measurement (the VUs, the duration), not an attribute
     */
    UnlikeRunsException(String attribute, List<String> values, String what, String way, boolean measured) {
        super(what + ": " + way);
        this.attribute = attribute;
        this.values = List.copyOf(values);
        this.measured = measured;
        this.what = what;
    }

    /** The sentence in a window's words, where buttons beneath it offer the ways out instead of flags. */
    public String inWindowWords() {
        return what + (measured ? ": keep the runs of one test, or pool them on purpose with the button below"
                : ": keep one value, split by it, or pool them on purpose with the buttons below");
    }

    /** True when the runs differ in a measured load, which no attribute can split or narrow by: only pooling helps. */
    public boolean measured() {
        return measured;
    }

    public String attribute() {
        return attribute;
    }

    /** The values the runs have, sorted (numbers by value); {@link #NONE} for runs without the attribute. */
    public List<String> values() {
        return values;
    }
}
