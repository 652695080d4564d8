package org.benchlens.imports.locust;

import java.nio.file.Path;

import org.benchlens.imports.Peek;
import org.benchlens.imports.Texts;
import org.benchlens.imports.locust.LocustColumns.Role;

/**
 * The four files Locust's {@code --csv PREFIX} writes, each recognised by its header: the file's name
 * only gives the prefix that ties them into one run.
 */
enum LocustFile {

    STATS("_stats.csv"), HISTORY("_stats_history.csv"), FAILURES("_failures.csv"), EXCEPTIONS("_exceptions.csv");

    static final String FORMAT = "locust";

    private final String suffix;

    LocustFile(String suffix) {
        this.suffix = suffix;
    }

    /** The kind of Locust file the input's header is, or null for any other input. */
    static LocustFile of(Peek peek) {
        LocustColumns columns = LocustColumns.ofLine(peek.firstNonBlankLine());
        if (columns.has(Role.TIMESTAMP) && columns.has(Role.NAME) && columns.has(Role.RATE) && columns.has(Role.REQUESTS)) {
            return HISTORY;
        }
        if (columns.has(Role.TYPE) && columns.has(Role.NAME) && columns.has(Role.REQUESTS) && columns.has(Role.MEDIAN)
                && columns.has(Role.RATE)) {
            return STATS;
        }
        if (columns.has(Role.TYPE) && columns.has(Role.NAME) && columns.has(Role.ERROR) && columns.has(Role.OCCURRENCES)) {
            return FAILURES;
        }
        if (columns.has(Role.COUNT) && columns.has(Role.MESSAGE) && columns.has(Role.TRACEBACK)) {
            return EXCEPTIONS;
        }
        return null;
    }

    /**
     * The {@code --csv} prefix of a file of this kind, gzipped or not, or null when its name does not end
     * as Locust names it.
     */
    String prefixOf(Path file) {
        String name = file.getFileName().toString();
        name = name.endsWith(".gz") ? name.substring(0, name.length() - ".gz".length()) : name;
        return name.endsWith(suffix) && name.length() > suffix.length()
                ? name.substring(0, name.length() - suffix.length()) : null;
    }

    /** The file of this kind beside {@code file} with the same prefix. */
    Path besides(Path folder, String prefix) {
        return folder.resolve(prefix + suffix);
    }

    /** A run's name: the {@code --csv} prefix when the file is named as Locust names it, else the file's stem. */
    static String runName(Path file, LocustFile kind) {
        String prefix = kind.prefixOf(file);
        return prefix != null ? prefix : Texts.fileStem(file);
    }
}
