package org.benchlens.imports.oha;

import java.util.Map;
import java.util.Optional;

import org.benchlens.imports.ImportFailure;
import org.benchlens.imports.LocatedJson;

/**
 * oha's JSON output kept whole as a field of another document, as a harness stores the standard output of the oha it
 * ran ({@code {"stdout": {"type": "json", "value": {"summary": …}}}}): an object whose {@code summary} names
 * oha's {@code requestsPerSec}, a few levels down.
 */
record NestedOhaOutput(String path, LocatedJson output) {

    /** Deeper than a harness's envelope, a document is not one around oha's output. */
    private static final int MAX_DEPTH = 4;

    /** The first object within {@code root} (not itself) that is oha's output, by its path of field names. */
    static Optional<NestedOhaOutput> within(LocatedJson root) throws ImportFailure {
        return search(root, "", 0);
    }

    private static Optional<NestedOhaOutput> search(LocatedJson value, String path, int depth)
            throws ImportFailure {
        if (depth > 0 && isOhaOutput(value)) {
            return Optional.of(new NestedOhaOutput(path, value));
        }
        if (depth == MAX_DEPTH || !value.isObject()) {
            return Optional.empty();
        }
        for (Map.Entry<String, LocatedJson> field : value.fields("a document around oha's output").entrySet()) {
            Optional<NestedOhaOutput> found = search(field.getValue(),
                    path.isEmpty() ? field.getKey() : path + "." + field.getKey(), depth + 1);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static boolean isOhaOutput(LocatedJson value) {
        return value.isObject() && value.field("summary")
                .filter(summary -> summary.isObject() && summary.field("requestsPerSec").isPresent()).isPresent();
    }
}
