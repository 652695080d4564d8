package org.benchlens.imports.http;

import org.benchlens.imports.ImportFailure;
import org.benchlens.model.RunDraft;

/** One run of a load tool's text report, fed its lines from the one that starts it. */
interface TextRun {

    /** Reads a line of the run; false when the line is not one of its lines. */
    boolean accept(LineRules.Line line) throws ImportFailure;

    /** True once the run has printed the line it cannot be without; before it, the run is cut short. */
    boolean complete();

    /**
     * True once the run has printed the line the tool always ends it with; a run that is complete but
     * not closed at the end of the file lost its last lines.
     */
    default boolean closed() {
        return complete();
    }

    /** What {@link #closed()} waits for, for the note about a run without it ("its Transfer/sec line"). */
    default String closingLine() {
        return "its last line";
    }

    /** The run with its derived figures. */
    RunDraft finish();
}
