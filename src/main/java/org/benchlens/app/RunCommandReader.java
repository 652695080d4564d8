package org.benchlens.app;

import java.util.List;

import org.benchlens.runner.Workload;

/**
 * Reads the arguments of {@code benchlens run …} into the workload they describe, so that the
 * window can repeat a run with exactly the settings the command line would read. The command line
 * holds the one definition of those arguments and provides this reader as a service
 * ({@code META-INF/services}): the layers below it cannot name it.
 */
public interface RunCommandReader {

    /** The workload; a setting that cannot work throws IllegalArgumentException with its sentence. */
    Workload workload(List<String> arguments, RunnerSubmission submission);
}
