package org.benchlens.runner;

import org.benchlens.model.Run;

/** What the window or the command line shows while a workload runs. Every method has a no-op default. */
public interface RunnerListener {

    RunnerListener SILENT = new RunnerListener() {
    };

    default void progress(double fraction, String message) {
    }

    default void log(String line) {
    }

    default void live(LivePoint point) {
    }

    default void saved(Run run) {
    }
}
