package org.benchlens.ui.compare;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

import org.benchlens.analysis.Comparison;
import org.benchlens.app.RunRepeats;
import org.benchlens.app.Workspace;
import org.benchlens.runner.Workload;
import org.benchlens.ui.runner.QueuedRun;
import org.benchlens.ui.common.Background;

/**
 * "Repeat these runs…" of a Compare cell: queues N more runs with the settings of the cell's runs
 * in the runner window, and adds each one to the comparison as it ends, so that the cell shows its
 * new n and verdict. Runs that were imported carry no settings and cannot be repeated.
 */
public final class CellRepeats {

    static final int DEFAULT_TIMES = 3;

    private final Workspace workspace;
    private final Background background;
    private final Function<Workload, QueuedRun> runner;
    private final CompareViewModel model;

    /** @param runner queues a workload in the runner window (and shows it) */
    public CellRepeats(Workspace workspace, Background background, Function<Workload, QueuedRun> runner,
                CompareViewModel model) {
        this.workspace = workspace;
        this.background = background;
        this.runner = runner;
        this.model = model;
    }

    /** Why the cell's runs cannot be repeated, in one sentence; empty when they can. */
    Optional<String> whyNot(Comparison.Cell cell) {
        return RunRepeats.whyNot(model.runsOf(cell.runIds()));
    }

    /** How many runs, and about how long, one more of each of the cell's runs is. */
    RunRepeats.Size sizeOfOneRound(Comparison.Cell cell) {
        return RunRepeats.sizeOfOneRound(model.runsOf(cell.runIds()));
    }

    /** Reads the runs' settings off the FX thread, then queues {@code times} runs of each. */
    void repeat(Comparison.Cell cell, int times, Consumer<String> failed) {
        List<Long> ids = cell.runIds();
        background.run("Reading the settings of runs " + ids, progress -> workspace.runner().repeats(ids, times),
                workloads -> workloads.forEach(workload -> queue(workload, ids)), failure -> failed.accept(failure.getMessage()));
    }

    private void queue(Workload workload, List<Long> cellRuns) {
        QueuedRun queued = runner.apply(workload);
        queued.stateProperty().addListener((o, was, now) -> {
            if (queued.isFinished() && !queued.stored().isEmpty()) {
                model.include(List.copyOf(queued.stored()), cellRuns);
            }
        });
    }
}
