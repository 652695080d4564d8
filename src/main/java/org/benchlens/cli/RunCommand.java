package org.benchlens.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code benchlens run}: launches a quick benchmark and stores its results. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a quick benchmark and store its results like an import.",
        subcommands = {RunK6Command.class})
final class RunCommand {

    @ParentCommand
    BenchLensCommand parent;
}
