package org.benchlens.imports.http;

import org.benchlens.imports.ImportFailure;
import org.benchlens.model.RunDraft;

/** One run of a load tool's text report, fed its lines from the one that starts it. */
public interface TextRun {

    /** Reads a line of the run; false when the line is not one of its lines. */
    boolean accept(LineRules.Line line) throws ImportFailure;

    /**
     * True when a line that starts runs is one of this run: ab's report may be pasted from any of its head
     * lines, and a later head line than those read continues the report.
     */
    default boolean continuesWith(LineRules.Line line) {
        return false;
    }

    /** True once the run has printed the line it cannot be without; before it, the run is cut short. */
    boolean complete();

    /**
     * The line the tool always ends a run with ("its Transfer/sec line"), or null where the run ends
     * in a list of no known length (hey's status codes, vegeta's errors).
     */
    default String closingLine() {
        return null;
    }

    /** True once the run has printed its {@link #closingLine()}. */
    default boolean closed() {
        return false;
    }

    /** The run with its derived figures. */
    RunDraft finish();
}
