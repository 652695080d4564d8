package org.benchlens.imports.k6.points;

import java.nio.file.Path;
import java.util.Locale;

/** The name of a k6 output file without its extensions, to name a run that has nothing better. */
final class K6PointFileNames {

    private K6PointFileNames() {
    }

    static String stem(Path path) {
        String name = path.getFileName().toString();
        boolean stripped = true;
        while (stripped) {
            stripped = false;
            for (String extension : new String[] {".gz", ".json", ".ndjson", ".jsonl", ".csv", ".txt", ".log"}) {
                if (name.toLowerCase(Locale.ROOT).endsWith(extension) && name.length() > extension.length()) {
                    name = name.substring(0, name.length() - extension.length());
                    stripped = true;
                }
            }
        }
        return name;
    }
}
