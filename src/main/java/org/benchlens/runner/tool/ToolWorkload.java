package org.benchlens.runner.tool;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

import org.benchlens.model.Attributes;
import org.benchlens.model.Run;
import org.benchlens.runner.RunContext;
import org.benchlens.runner.RunnerException;
import org.benchlens.runner.TemporaryFolders;
import org.benchlens.runner.ToolProcess;
import org.benchlens.runner.Workload;
import org.benchlens.runner.RunArguments;
import org.benchlens.runner.db.DatabaseTarget;
import org.benchlens.runner.db.PostgresAddress;
import org.benchlens.runner.db.TargetKind;
import org.benchlens.runner.db.TargetSettings;
import org.benchlens.runner.db.Targets;

/**
 * An {@link ExternalTool} with its settings, run against the chosen target (the embedded
 * PostgreSQL, or a server's URL): its preparing steps go to the log, and the output of its
 * measured step is written to a file and imported like any file of that tool, so the run is what
 * importing the tool's output by hand would give.
 */
public final class ToolWorkload implements Workload {

    public static final String RUNNER = "runner";
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final ExternalTool tool;
    private final ToolSettings settings;
    private final Path program;
    private final String missingProgram;
    private final TargetSettings target;
    private final Attributes extra;
    private final Path keep;

    /**
     * @param program        the tool's program, or null when it was not found
     * @param missingProgram the sentence for when it was not found: where it was looked for, how to install it
     * @param keep           a folder to keep the tool's output in, or null for a temporary one
     */
    public ToolWorkload(ExternalTool tool, Path program, String missingProgram, TargetSettings target,
                        ToolSettings settings, Attributes extra, Path keep) {
        this.tool = tool;
        this.settings = settings;
        this.program = program;
        this.missingProgram = missingProgram;
        this.target = target;
        this.extra = extra;
        this.keep = keep;
    }

    public TargetSettings target() {
        return target;
    }

    public ExternalTool tool() {
        return tool;
    }

    public ToolSettings settings() {
        return settings;
    }

    @Override
    public String kind() {
        return tool.name();
    }

    @Override
    public String describe() {
        return tool.describe(settings) + " on " + target.describe();
    }

    /** Where the program is is left out: a repeat looks for it again (the option given, PATH). */
    @Override
    public final List<String> arguments() {
        return settings.addTo(new RunArguments(kind()).target(target), tool.options()).path("--keep", keep)
                .attributes(extra).list();
    }

    @Override
    public Duration expectedDuration() {
        return tool.measuredDuration(settings);
    }

    @Override
    public void validate() throws RunnerException {
        settings.check(tool);
        if (program == null) {
            throw new RunnerException(missingProgram);
        }
        if (target.kind() == TargetKind.EMBEDDED_H2
                || target.kind() == TargetKind.JDBC && PostgresAddress.ofJdbc(target.url(), "", "").isEmpty()) {
            throw new RunnerException(kind() + " runs against PostgreSQL: choose the embedded PostgreSQL"
                    + " (--target embedded-postgresql) or give a server's URL, jdbc:postgresql://host:5432/bench"
                    + " or postgresql://user@host:5432/bench.");
        }
        Targets.validate(target);
    }

    @Override
    public void run(RunContext context) throws RunnerException, InterruptedException {
        Path folder = outputFolder();
        try (DatabaseTarget database = Targets.start(target, context::log)) {
            PostgresAddress address = database.postgresAddress().orElseThrow(
                    () -> new RunnerException(target.describe() + " is not a PostgreSQL database."));
            String executable = program.toString();
            try {
                for (List<String> step : tool.prepare(executable, address, settings)) {
                    if (context.cancelled() || !step(context, step, address, folder, null)) {
                        return;
                    }
                }
                Path output = folder.resolve(tool.outputName(settings) + ".txt");
                context.progress(0, kind() + " " + describe());
                if (!step(context, tool.measure(executable, address, settings), address, folder, output)) {
                    context.log(kind() + " was stopped before its summary; nothing stored.");
                    return;
                }
                List<Run> runs = context.importFiles(List.of(output),
                        database.attributes().withAll(extra).with(RUNNER, kind()));
                context.log(kind() + ": stored " + String.join(", ", runs.stream()
                        .map(r -> "run " + r.id() + " (" + r.format() + ")").toList()) + ".");
            } finally {
                for (List<String> step : tool.cleanUp(executable, address, settings)) {
                    try {
                        step(context, step, address, folder, null);
                    } catch (RunnerException e) {
                        context.log(e.getMessage());
                    }
                }
            }
        } finally {
            if (keep == null) {
                TemporaryFolders.deleteQuietly(folder);
            }
        }
    }

    /**
     * Runs one command to its end; its output goes to the log, and to {@code output} (with live
     * points and progress) for the measured step.
     *
     * @return false when the user stopped it
     */
    private boolean step(RunContext context, List<String> command, PostgresAddress address, Path folder, Path output)
            throws RunnerException, InterruptedException {
        context.log("$ " + String.join(" ", command));
        try (BufferedWriter file = output == null ? null : Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            if (file != null) {
                // the command line before the output tells the importer how the run was made
                write(file, "$ " + String.join(" ", command));
            }
            Object lock = new Object();
            // lines come from the tool's output and error streams, on two threads
            Consumer<String> lines = line -> {
                synchronized (lock) {
                    context.log(line);
                    if (file != null) {
                        write(file, line);
                        tool.live(line).ifPresent(point -> {
                            context.live(point);
                            double seconds = Math.max(1, tool.measuredDuration(settings).toSeconds());
                            context.progress(Math.min(1, point.elapsedSeconds() / seconds), kind() + " " + describe());
                        });
                    }
                }
            };
            ToolProcess process = ToolProcess.start(command, folder, address.environment(), lines);
            int exit = process.await(context::cancelled, STOP_GRACE);
            if (process.stopped()) {
                return false;
            }
            if (exit != 0) {
                String tail = process.errorTail();
                throw new RunnerException(Path.of(command.get(0)).getFileName() + " stopped with exit code " + exit
                        + (tail.isEmpty() ? "" : ": " + tail) + ".");
            }
            return true;
        } catch (IOException | UncheckedIOException e) {
            throw new RunnerException("could not run " + command.get(0) + ": " + e.getMessage() + ".", e);
        }
    }

    private static void write(BufferedWriter file, String line) {
        try {
            file.write(line);
            file.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Path outputFolder() throws RunnerException {
        try {
            return keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("benchlens-" + kind() + "-");
        } catch (IOException e) {
            throw new RunnerException("cannot create the folder for " + kind() + "'s output: " + e.getMessage() + ".", e);
        }
    }
}
