package org.benchlens.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.benchlens.ui.common.Background;

/** Keeps background work until {@link #runAll}, so a test sees what a view model says while it waits. */
public final class HeldBackground implements Background {

    private final List<Runnable> waiting = new ArrayList<>();

    @Override
    public <T> void run(String title, Work<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
        waiting.add(() -> new ImmediateBackground().run(title, work, onSuccess, onFailure));
    }

    /** Runs the work held so far, in the order it was asked for. */
    public void runAll() {
        List<Runnable> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(Runnable::run);
    }
}
