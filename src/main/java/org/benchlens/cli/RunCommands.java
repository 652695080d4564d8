package org.benchlens.cli;

import java.util.List;

import picocli.CommandLine;

import org.benchlens.app.RunCommandReader;
import org.benchlens.app.RunnerSubmission;
import org.benchlens.runner.Workload;

/**
 * Reads stored arguments of {@code benchlens run …} with the very options of the {@code run}
 * subcommands, for the window's repeats; registered as the {@link RunCommandReader} service.
 */
public final class RunCommands implements RunCommandReader {

    @Override
    public Workload workload(List<String> arguments, RunnerSubmission submission) {
        if (arguments.isEmpty() || !arguments.get(0).equals("run")) {
            throw new IllegalArgumentException("not the arguments of benchlens run: " + arguments);
        }
        CommandLine.ParseResult parsed;
        try {
            parsed = new CommandLine(new RunCommand()).parseArgs(
                    arguments.subList(1, arguments.size()).toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!parsed.hasSubcommand() || !(parsed.subcommand().commandSpec().userObject() instanceof WorkloadCommand)) {
            throw new IllegalArgumentException("benchlens run needs a workload: " + arguments);
        }
        return ((WorkloadCommand) parsed.subcommand().commandSpec().userObject()).workload(submission);
    }
}
