package org.benchlens.runner.db;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerListener;

/** Keeps what a workload showed while it ran; can ask to cancel when a log line appears. */
public final class RecordingListener implements RunnerListener {

    public final List<String> logs = new CopyOnWriteArrayList<>();
    public final List<String> progress = new CopyOnWriteArrayList<>();
    public final List<Double> fractions = new CopyOnWriteArrayList<>();
    public final List<LivePoint> live = new CopyOnWriteArrayList<>();
    public final List<Run> saved = new CopyOnWriteArrayList<>();
    private final Predicate<String> cancelWhen;
    private final Runnable cancel;

    public RecordingListener() {
        this(line -> false, () -> { });
    }

    /** Calls {@code cancel} at the first progress message that {@code cancelWhen} accepts. */
    public RecordingListener(Predicate<String> cancelWhen, Runnable cancel) {
        this.cancelWhen = cancelWhen;
        this.cancel = cancel;
    }

    @Override
    public void progress(double fraction, String message) {
        fractions.add(fraction);
        progress.add(message);
        if (cancelWhen.test(message)) {
            cancel.run();
        }
    }

    @Override
    public void log(String line) {
        logs.add(line);
    }

    @Override
    public void live(LivePoint point) {
        live.add(point);
    }

    @Override
    public void saved(Run run) {
        saved.add(run);
    }
}
