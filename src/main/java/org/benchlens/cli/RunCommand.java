package org.benchlens.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code benchlens run <workload>}: launches a quick benchmark and stores its runs. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run a quick benchmark and store its results as runs.",
                "Ctrl-C stops it cleanly: what was measured is stored, marked status=partial."},
        subcommands = {HttpRunCommand.class, RunK6Command.class},
        modelTransformer = DescribedRunCommand.AddDescribed.class)
final class RunCommand {

    @ParentCommand
    BenchLensCommand parent;
}
