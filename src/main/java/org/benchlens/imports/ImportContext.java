package org.benchlens.imports;

import java.util.List;

import org.benchlens.model.RunDraft;

/** What an importer hands its results to while it reads. */
public interface ImportContext {

    /** One complete run read from the input. */
    void emit(RunDraft run);

    /** The runs of one file, named after it: {@code stem} alone, or {@code stem #1}, {@code stem #2}, … */
    default void emitNamed(List<RunDraft> runs, String stem) {
        for (int i = 0; i < runs.size(); i++) {
            emit(runs.get(i).name(runs.size() == 1 ? stem : stem + " #" + (i + 1)));
        }
    }

    /** Something in the input that was not understood and left out; shown to the user. */
    void note(String message);

    /** Throws {@link java.util.concurrent.CancellationException} once the user has cancelled. */
    void checkCancelled();
}
