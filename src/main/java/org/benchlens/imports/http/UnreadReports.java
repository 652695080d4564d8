package org.benchlens.imports.http;

import java.util.List;
import java.util.Optional;

import org.benchlens.imports.Peek;

/**
 * Outputs of the HTTP load tools that BenchLens recognises but does not read, each with the way to a
 * file of the same run that it reads: a refusal names what it saw instead of listing every format.
 */
public final class UnreadReports {

    private static final String OHA_TEXT = "this is oha's text summary (Summary: with Success rate:), which BenchLens"
            + " does not read: run oha with --json (--output-format json in oha 1.5 and later) and import that output";


    private UnreadReports() {
    }

    /** What the input is and how to get a file BenchLens reads of the same run; empty for any other input. */
    public static Optional<String> of(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (lines.contains("Summary:") && lines.stream().anyMatch(line -> line.startsWith("Success rate:"))) {
            return Optional.of(OHA_TEXT);
        }
        return Optional.empty();
    }
}
