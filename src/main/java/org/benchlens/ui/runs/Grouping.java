package org.benchlens.ui.runs;

import org.benchlens.model.Run;

/**
 * What the runs are grouped by: nothing, their format, their source file, or an attribute key.
 * Stored as its {@link #key()} in the remembered layout.
 */
public record Grouping(String key) {

    static final Grouping NONE = new Grouping("");
    static final Grouping FORMAT = new Grouping("(format)");
    static final Grouping SOURCE_FILE = new Grouping("(source file)");

    static Grouping byAttribute(String attribute) {
        return new Grouping(attribute);
    }

    boolean isNone() {
        return key.isEmpty();
    }

    /** The group a run is in; runs without the attribute gather under "(none)". */
    String groupOf(Run run) {
        String value;
        if (this.equals(FORMAT)) {
            value = run.format();
        } else if (this.equals(SOURCE_FILE)) {
            value = run.sourceFile() == null ? null : fileName(run.sourceFile());
        } else {
            value = run.attribute(key);
        }
        return value == null || value.isEmpty() ? "(none)" : value;
    }

    /** What the choice reads as in the "Group by" list. */
    String label() {
        if (isNone()) {
            return "no grouping";
        }
        return key.startsWith("(") ? key.substring(1, key.length() - 1) : key;
    }

    @Override
    public String toString() {
        return label();
    }

    private static String fileName(String source) {
        return source.substring(Math.max(source.lastIndexOf('/'), source.lastIndexOf('\\')) + 1);
    }
}
