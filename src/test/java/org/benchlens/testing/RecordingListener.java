package org.benchlens.testing;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerListener;

/**
 * Keeps what a workload showed while it ran, for any runner's tests; can act (cancel, stop a
 * server) at a progress message, a log line or a live second, as a user watching would.
 */
public final class RecordingListener implements RunnerListener {

    public final List<String> logs = new CopyOnWriteArrayList<>();
    public final List<String> progress = new CopyOnWriteArrayList<>();
    public final List<Double> fractions = new CopyOnWriteArrayList<>();
    public final List<LivePoint> live = new CopyOnWriteArrayList<>();
    public final List<Run> saved = new CopyOnWriteArrayList<>();
    private volatile Consumer<String> onProgress = message -> { };
    private volatile Consumer<String> onLog = line -> { };
    private volatile Consumer<LivePoint> onLive = point -> { };

    /** Calls {@code action} at each progress message that {@code when} accepts. */
    public RecordingListener atProgress(Predicate<String> when, Runnable action) {
        onProgress = message -> {
            if (when.test(message)) {
                action.run();
            }
        };
        return this;
    }

    /** Calls {@code action} at each log line that {@code when} accepts. */
    public RecordingListener atLog(Predicate<String> when, Runnable action) {
        onLog = line -> {
            if (when.test(line)) {
                action.run();
            }
        };
        return this;
    }

    /** Hands each live second to {@code action} once it is recorded. */
    public RecordingListener atLive(Consumer<LivePoint> action) {
        onLive = action;
        return this;
    }

    @Override
    public void progress(double fraction, String message) {
        fractions.add(fraction);
        progress.add(message);
        onProgress.accept(message);
    }

    @Override
    public void log(String line) {
        logs.add(line);
        onLog.accept(line);
    }

    @Override
    public void live(LivePoint point) {
        live.add(point);
        onLive.accept(point);
    }

    @Override
    public void saved(Run run) {
        saved.add(run);
    }
}
