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

    /** ApacheBench's {@code -g} file: a row a request, sorted by total time, times in whole ms. */
    private static final String AB_GNUPLOT_HEADER = "starttime\tseconds\tctime\tdtime\tttime\twait";
    private static final String AB_GNUPLOT = "this is ApacheBench's -g gnuplot file (a row a request, sorted by"
            + " total time), which BenchLens does not read: import the report ab printed, or its -e CSV, of the"
            + " same run";

    private UnreadReports() {
    }

    /** What the input is and how to get a file BenchLens reads of the same run; empty for any other input. */
    public static Optional<String> of(Peek peek) {
        List<String> lines = peek.lines().stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (!lines.isEmpty() && lines.get(0).equals(AB_GNUPLOT_HEADER)) {
            return Optional.of(AB_GNUPLOT);
        }
        if (lines.contains("Summary:") && lines.stream().anyMatch(line -> line.startsWith("Success rate:"))) {
            return Optional.of(OHA_TEXT);
        }
        return Optional.empty();
    }
}
