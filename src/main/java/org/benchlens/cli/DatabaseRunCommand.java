package org.benchlens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

import org.benchlens.app.KeyValues;
import org.benchlens.app.RunnerSubmission;
import org.benchlens.model.Attributes;
import org.benchlens.runner.Workload;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;

/**
 * What the database workloads' commands share: the target options first, their own options, then
 * --attr; the workload runs into the store as every runner command runs it.
 */
abstract class DatabaseRunCommand implements Callable<Integer>, WorkloadCommand {

    @ParentCommand
    RunCommand run;

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseTargetOptions target = new DatabaseTargetOptions();

    // Listed after the workload's own options, which come in the order they are declared.
    @Option(names = "--attr", paramLabel = "KEY=VALUE", order = 1000,
            description = "an attribute for every stored run, e.g. config=fsync-off")
    List<String> attributes = new ArrayList<>();

    /** The workload the options describe, on {@code target}, its runs carrying {@code extra}. */
    abstract Workload workload(TargetSettings target, Attributes extra);

    /** The target when neither --target nor --url is given. */
    TargetKind defaultTarget() {
        return TargetKind.EMBEDDED_H2;
    }

    @Override
    public final Integer call() {
        return WorkloadExecution.run(run.parent, workload(null), spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** Needs nothing of the store. */
    @Override
    public final Workload workload(RunnerSubmission submission) {
        return workload(target.settings(defaultTarget()), Attributes.of(KeyValues.option(attributes, "--attr")));
    }
}
