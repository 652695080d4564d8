package org.benchlens.ui.runner;

import java.util.List;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.benchlens.model.Run;
import org.benchlens.runner.LivePoint;
import org.benchlens.runner.Workload;
import org.benchlens.runner.WorkloadRunner;

/** One workload in the queue: its state, progress, log, live figures and the runs it stored. Changed on the FX thread only. */
public final class QueuedRun {

    /** Lines kept in the log of one run; a long k6 run prints a line a second, for hours. */
    static final int LOG_LINES = 5000;

    public enum State { QUEUED, RUNNING, DONE, FAILED, CANCELLED }

    private final Workload workload;
    private final WorkloadRunner runner;
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(State.QUEUED);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("waiting");
    private final ReadOnlyStringWrapper timeLeft = new ReadOnlyStringWrapper("");
    private final ObservableList<String> log = FXCollections.observableArrayList();
    private final ObservableList<String> logReadOnly = FXCollections.unmodifiableObservableList(log);
    private final ObservableList<LivePoint> live = FXCollections.observableArrayList();
    private final ObservableList<LivePoint> liveReadOnly = FXCollections.unmodifiableObservableList(live);
    private final ObservableList<Run> stored = FXCollections.observableArrayList();
    private final ObservableList<Run> storedReadOnly = FXCollections.unmodifiableObservableList(stored);

    QueuedRun(Workload workload, WorkloadRunner runner) {
        this.workload = workload;
        this.runner = runner;
    }

    public Workload workload() {
        return workload;
    }

    WorkloadRunner runner() {
        return runner;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public State state() {
        return state.get();
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** What it does now, or how it ended, in a few words. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty timeLeftProperty() {
        return timeLeft.getReadOnlyProperty();
    }

    public ObservableList<String> log() {
        return logReadOnly;
    }

    public ObservableList<LivePoint> live() {
        return liveReadOnly;
    }

    public ObservableList<Run> stored() {
        return storedReadOnly;
    }

    public boolean isFinished() {
        State now = state.get();
        return now == State.DONE || now == State.FAILED || now == State.CANCELLED;
    }

    void state(State newState, String newStatus) {
        state.set(newState);
        status.set(newStatus);
        if (isFinished()) {
            timeLeft.set("");
        }
    }

    void progress(double fraction, String message, String left) {
        progress.set(fraction);
        if (message != null && !message.isBlank()) {
            status.set(message);
        }
        timeLeft.set(left);
    }

    void log(String line) {
        log.add(line);
        if (log.size() > LOG_LINES) {
            log.remove(0, log.size() - LOG_LINES);
        }
    }

    void live(LivePoint point) {
        live.add(point);
    }

    void stored(List<Run> runs) {
        stored.addAll(runs);
    }
}
