package org.benchlens.imports.ibench;

import java.util.Optional;

/** The three summary tables of a report, each also written as a file of its own. */
enum TableKind {

    /** Absolute throughput: inserts/s for l.i*, indexed rows/s for l.x, queries/s for q*. */
    TPUT("tput.tab", "throughput table"),
    /** Throughput relative to the first row, as the report prints it ({@code %.2f}). */
    TPUTR("tputr.tab", "relative throughput table"),
    /** Background insert rates of the read-write steps, with a {@code target} row. */
    IPUT("iput.tab", "background insert rate table");

    private final String fileName;
    private final String description;

    TableKind(String fileName, String description) {
        this.fileName = fileName;
        this.description = description;
    }

    String fileName() {
        return fileName;
    }

    String description() {
        return description;
    }

    static Optional<TableKind> ofFileName(String name) {
        for (TableKind kind : values()) {
            if (kind.fileName.equalsIgnoreCase(name)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
