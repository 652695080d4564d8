package org.benchlens.ui.common;

import java.util.function.Consumer;

/**
 * Runs long work off the FX thread and hands the outcome back on it. Views and view models use
 * this interface only, so that tests can run the work on their own thread.
 */
public interface Background {

    /**
     * @param title     what the status bar says while the work runs
     * @param work      the work; it reports progress through the given {@link Progress}
     * @param onSuccess called on the FX thread with the result
     * @param onFailure called on the FX thread with what went wrong
     */
    <T> void run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure);

    /** Work that may report how far it is and may be cancelled. */
    @FunctionalInterface
    interface Work<T> {
        T call(Progress progress) throws Exception;
    }

    /** Where work reports progress; {@link #cancelled()} turns true when the user cancels. */
    interface Progress {
        void update(double fraction, String message);

        boolean cancelled();
    }
}
