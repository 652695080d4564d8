package org.benchlens.runner;

import org.benchlens.model.RunDraft;

/** What a running workload reports to, and where it hands its runs. */
public interface RunContext {

    /** True once the user asked to stop. */
    boolean cancelled();

    /** How far the whole workload is, from 0 to 1, and what it is doing now. */
    void progress(double fraction, String message);

    /** One line for the log the user watches. */
    void log(String line);

    /** One second of live figures, for the live chart. */
    void live(LivePoint point);

    /** A finished (or, after cancel, partial) run: it is saved at once in its own transaction. */
    void emit(RunDraft run);
}
