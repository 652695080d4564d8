package org.benchlens.runner;

import java.nio.file.Path;
import java.util.List;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
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

    /**
     * For a workload whose results are files another program wrote (k6): imports them through
     * the importers, each file in its own transaction, with {@code attributes} added to every run.
     * A file that could not be imported is said in the log.
     *
     * @return the runs stored
     */
    default List<Run> importFiles(List<Path> files, Attributes attributes) throws RunnerException {
        throw new RunnerException("this runner cannot import result files");
    }
}
