package org.benchlens.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code benchlens run KIND}: the built-in runner's workloads, one subcommand each. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a quick benchmark and store its results (Ctrl+C stops it and keeps a partial run).",
        subcommands = {HttpRunCommand.class})
final class RunCommand {

    @ParentCommand
    BenchLensCommand parent;
}
