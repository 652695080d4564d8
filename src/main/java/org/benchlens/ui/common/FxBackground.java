package org.benchlens.ui.common;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.concurrent.Task;

/**
 * Runs work as JavaFX {@link Task}s on one background thread, one after the other (so that an
 * import and the reload that follows it never overlap), and exposes the running task's progress
 * and message for the status bar.
 */
public final class FxBackground implements Background {

    private final ExecutorService executor = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "benchlens-background");
        thread.setDaemon(true);
        return thread;
    });
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final StringProperty message = new SimpleStringProperty("");
    private final BooleanProperty running = new SimpleBooleanProperty(false);
    private Task<?> current;

    @Override
    public <T> void run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        if (executor.isShutdown()) {
            // the windows are closing: work asked for now (a runner run ending into a closed Compare) has no one to tell
            return;
        }
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                updateMessage(title);
                return work.call(new Progress() {
                    @Override
                    public void update(double fraction, String text) {
                        updateProgress(fraction, 1);
                        updateMessage(text);
                    }

                    @Override
                    public boolean cancelled() {
                        return isCancelled();
                    }
                });
            }
        };
        task.setOnRunning(e -> show(task));
        task.setOnSucceeded(e -> {
            finished(task);
            onSuccess.accept(task.getValue());
        });
        task.setOnFailed(e -> {
            finished(task);
            onFailure.accept(task.getException());
        });
        task.setOnCancelled(e -> {
            finished(task);
            onFailure.accept(new CancellationException(title + " cancelled"));
        });
        executor.execute(task);
    }

    /** Asks the running work to stop; it stops at its next check and stores nothing partial. */
    public void cancel() {
        if (current != null) {
            current.cancel(false);
        }
    }

    /** The status bar follows the task that runs now (tasks run one after the other). */
    private void show(Task<?> task) {
        current = task;
        progress.bind(task.progressProperty());
        message.bind(task.messageProperty());
        running.set(true);
    }

    private void finished(Task<?> task) {
        if (current != task) {
            return;
        }
        progress.unbind();
        message.unbind();
        progress.set(0);
        message.set("");
        running.set(false);
        current = null;
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    public void shutdown() {
        executor.shutdownNow();
    }
}
