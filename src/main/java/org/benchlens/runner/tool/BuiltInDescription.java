package org.benchlens.runner.tool;

import java.util.List;

import org.benchlens.model.Attributes;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * A workload BenchLens runs itself (YBIO, the Insert Benchmark), described by its options: their values
 * make its settings, which check themselves and make the workload. It runs on an embedded H2 unless
 * the user names another database.
 *
 * @param <S> the workload's settings
 */
public abstract class BuiltInDescription<S> implements WorkloadDescription {

    private final List<ToolOption> options;

    protected BuiltInDescription(List<ToolOption> options) {
        this.options = List.copyOf(options);
    }

    /** The settings the values make, on {@code target}, the runs carrying {@code extra}. */
    protected abstract S settings(TargetSettings target, ToolSettings values, Attributes extra);

    /** Says in one sentence what cannot work with {@code settings}. */
    protected abstract void check(S settings) throws RunnerException;

    protected abstract Workload workload(S settings);

    @Override
    public final List<ToolOption> options() {
        return options;
    }

    @Override
    public TargetKind defaultTarget() {
        return TargetKind.EMBEDDED_H2;
    }

    @Override
    public final void verify(TargetSettings target, ToolSettings values) throws RunnerException {
        check(settings(target, values, Attributes.EMPTY));
    }

    @Override
    public final Workload workload(TargetSettings target, ToolSettings values, Attributes extra) {
        return workload(settings(target, values, extra));
    }
}
