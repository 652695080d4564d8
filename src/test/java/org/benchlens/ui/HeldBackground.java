package org.benchlens.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Keeps background work until {@link #runAll}, so a test sees what a view model says while it waits. */
final class HeldBackground implements Background {

    private final List<Runnable> waiting = new ArrayList<>();

    @Override
    public <T> void run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        waiting.add(() -> new ImmediateBackground().run(title, work, onSuccess, onFailure));
    }

    /** Runs the work held so far, in the order it was asked for. */
    void runAll() {
        List<Runnable> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(Runnable::run);
    }
}
