package org.benchlens.imports;

import org.benchlens.model.RunDraft;

/** What an importer hands its results to while it reads. */
public interface ImportContext {

    /** One complete run read from the input. */
    void emit(RunDraft run);

    /** Something in the input that was not understood and left out; shown to the user. */
    void note(String message);

    /** Throws {@link java.util.concurrent.CancellationException} once the user has cancelled. */
    void checkCancelled();
}
