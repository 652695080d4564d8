package org.benchlens.runner;

/** A workload that cannot start or cannot go on; the message is one sentence for the user. */
public class RunnerException extends Exception {

    public RunnerException(String message) {
        super(message);
    }

    public RunnerException(String message, Throwable cause) {
        super(message, cause);
    }
}
