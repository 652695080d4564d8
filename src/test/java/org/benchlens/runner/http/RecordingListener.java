package org.benchlens.runner.http;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.benchlens.runner.LivePoint;
import org.benchlens.runner.RunnerListener;

/** Keeps what a running workload reported, and can act on each live second (to cancel, say). */
final class RecordingListener implements RunnerListener {

    final List<String> progress = new CopyOnWriteArrayList<>();
    final List<Double> fractions = new CopyOnWriteArrayList<>();
    final List<String> log = new CopyOnWriteArrayList<>();
    final List<LivePoint> live = new CopyOnWriteArrayList<>();
    private final Consumer<LivePoint> onLive;

    RecordingListener() {
        this(point -> { });
    }

    RecordingListener(Consumer<LivePoint> onLive) {
        this.onLive = onLive;
    }

    @Override
    public void progress(double fraction, String message) {
        fractions.add(fraction);
        progress.add(message);
    }

    @Override
    public void log(String line) {
        log.add(line);
    }

    @Override
    public void live(LivePoint point) {
        live.add(point);
        onLive.accept(point);
    }
}
